// Lets the Mollie client reach the simulator's HTTPS API without weakening TLS anywhere else.
// Why a patch: @mollie/api-client builds its own https.Agent with Mozilla's CA bundle and offers no
// option to add a CA (NODE_EXTRA_CA_CERTS does not reach an explicit `ca`), and the alternative,
// NODE_TLS_REJECT_UNAUTHORIZED=0, turns verification off for every connection in the process.
// Here only connections to the exact loopback host:port of a simulator get the simulator's
// certificate as their trust anchor; verification (chain and IP) stays on.
import https from "node:https";
import type net from "node:net";
import { singleton } from "~/infra/singleton.server";
import { SIMULATOR_CERT } from "./dev-cert";

// Per process, not per module copy: server.ts and the Remix build each load this file.
const state = singleton("paymentSimulatorTrust", () => ({ trusted: new Set<string>(), patched: false }));
const trusted = state.trusted;

type CreateConnection = (
  options: net.NetConnectOpts & { host?: string; port?: number; ca?: unknown },
  ...rest: unknown[]
) => net.Socket;

export function trustSimulatorEndpoint(endpoint: string): void {
  const url = new URL(endpoint);
  // Only loopback: the simulator's key is public, so it must never vouch for a real host.
  if (url.protocol !== "https:" || url.hostname !== "127.0.0.1") return;
  trusted.add(`127.0.0.1:${url.port || "443"}`);
  if (state.patched) return;
  state.patched = true;
  const proto = https.Agent.prototype as unknown as { createConnection: CreateConnection };
  const original = proto.createConnection;
  proto.createConnection = function (this: unknown, options, ...rest) {
    if (trusted.has(`${options.host}:${options.port}`)) options.ca = SIMULATOR_CERT;
    return original.call(this, options, ...rest);
  };
}

export function untrustSimulatorEndpoint(endpoint: string): void {
  const url = new URL(endpoint);
  trusted.delete(`127.0.0.1:${url.port || "443"}`);
}
