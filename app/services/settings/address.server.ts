// Subdomain and own domain: the perma (with its redirect) and the CNAME-checked domain.
// Moved out of host-settings.server.ts (decision 085); the rules are those of decision 021:
// every save locks the restaurant's row, writes, audits (old → new) and sends host.changed after commit.
import { getDb } from "~/db.server";
import { formatAmsterdam } from "~/domain/amsterdam-time";
import { auditDiff } from "~/domain/audit";
import {
  cnamePointsAt,
  cnameTarget,
  domainProblem,
  normaliseDomain,
  PERMA_REDIRECT_DAYS,
} from "~/domain/host-settings";
import { normalisePerma, PERMA_TAKEN, permaProblem } from "~/domain/perma";
import {
  addPermaRedirect,
  isDomainTaken,
  isPermaTaken,
  listPermaRedirects,
  updateHostColumns,
} from "~/models/host-settings.server";
import { type AddressForm } from "~/schemas/host-settings";
import { type Actor } from "~/services/audit-log.server";
import { isUniqueViolation } from "~/models/unique.server";
import { ServiceError } from "~/services/errors.server";
import { type Saved, requireHost, change, NOTHING } from "~/services/settings/shared.server";
import type { AddressView } from "~/schemas/settings-view";

const DOMAIN_TAKEN = "Dit domein is al gekoppeld aan een ander restaurant.";

/** A write that another restaurant's name (perma, domain) can beat: its unique violation is `taken`. */
async function unlessTaken<T>(write: Promise<T>, taken: ServiceError): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw taken;
    throw err;
  }
}

/** The DNS lookup the domain check uses; tests hand in their own (no network). */
export interface CnameResolver {
  resolveCname(name: string): Promise<string[]>;
}

const DNS_TIMEOUT_MS = 3_000;

async function systemResolver(): Promise<CnameResolver> {
  const { Resolver } = await import("node:dns/promises");
  // a short timeout and one try: the owner waits for the answer on her tablet
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  return { resolveCname: (name) => resolver.resolveCname(name) };
}

export async function loadAddress({
  hostId,
  platformDomain,
  now = new Date(),
}: {
  hostId: number;
  platformDomain: string;
  now?: Date;
}): Promise<AddressView> {
  const host = await requireHost(hostId);
  const redirects = await listPermaRedirects(getDb(), { hostId, now });
  return {
    hostName: host.name,
    perma: host.perma,
    platformDomain,
    url: host.url,
    cname: cnameTarget(host.perma, platformDomain),
    redirects: redirects.map((r) => ({ oldPerma: r.oldPerma, until: formatAmsterdam(r.expiresAt, "dateLong") })),
  };
}

export async function saveAddress({
  hostId,
  actor,
  input,
  ...opts
}: {
  hostId: number;
  actor: Actor;
  input: AddressForm;
  platformDomain: string;
  now?: Date;
  resolver?: CnameResolver;
}): Promise<Saved<AddressForm["intent"]> & { pointsAtUs?: boolean }> {
  const now = opts.now ?? new Date();
  switch (input.intent) {
    case "perma": {
      const perma = normalisePerma(input.perma);
      const problem = permaProblem(perma);
      if (problem) throw new ServiceError(problem, 400, { perma: problem });
      return change(hostId, actor, "perma", async (trx, host) => {
        if (perma === host.perma)
          return { summary: "", changes: [], result: { intent: input.intent, message: NOTHING } };
        if (await isPermaTaken(trx, { perma, hostId, now }))
          throw new ServiceError(PERMA_TAKEN, 409, { perma: PERMA_TAKEN });
        // a sign-up taking the same name between the check and this write: the same answer, not a 500
        await unlessTaken(
          updateHostColumns(trx, { hostId, values: { perma } }),
          new ServiceError(PERMA_TAKEN, 409, { perma: PERMA_TAKEN }),
        );
        // the old subdomain answers with a 307 (no-store) to the new one for 90 days (app/server/tenant.server.ts)
        await addPermaRedirect(trx, {
          hostId,
          oldPerma: host.perma,
          newPerma: perma,
          expiresAt: new Date(now.getTime() + PERMA_REDIRECT_DAYS * 86_400_000),
        });
        const changes = [
          {
            field: "perma",
            label: "Webadres",
            old: cnameTarget(host.perma, opts.platformDomain),
            new: cnameTarget(perma, opts.platformDomain),
          },
        ];
        const message = `Je webadres is nu ${cnameTarget(perma, opts.platformDomain)}. Het oude adres stuurt ${PERMA_REDIRECT_DAYS} dagen door.`;
        return { summary: "Webadres gewijzigd", changes, result: { intent: input.intent, message } };
      });
    }
    case "domain": {
      const url = normaliseDomain(input.url) || null;
      const problem = url ? domainProblem(url, opts.platformDomain) : null;
      if (problem) throw new ServiceError(problem, 400, { url: problem });
      return change(hostId, actor, "domain", async (trx, host) => {
        if (url === host.url) return { summary: "", changes: [], result: { intent: input.intent, message: NOTHING } };
        const taken = new ServiceError(DOMAIN_TAKEN, 409, { url: DOMAIN_TAKEN });
        if (url && (await isDomainTaken(trx, { domain: url, hostId }))) throw taken;
        await unlessTaken(updateHostColumns(trx, { hostId, values: { url } }), taken);
        const changes = auditDiff({ url: host.url }, { url }, { url: "Eigen domein" });
        const message = url
          ? `Het domein ${url} is opgeslagen. Maak nu het DNS-record aan.`
          : "Het eigen domein is verwijderd.";
        return {
          summary: url ? "Eigen domein ingesteld" : "Eigen domein verwijderd",
          changes,
          result: { intent: input.intent, message },
        };
      });
    }
    case "domain-check": {
      const host = await requireHost(hostId);
      if (!host.url) throw new ServiceError("Er is nog geen eigen domein ingesteld.", 409);
      const target = cnameTarget(host.perma, opts.platformDomain);
      const resolver = opts.resolver ?? (await systemResolver());
      let answers: string[] = [];
      try {
        answers = await withTimeout(resolver.resolveCname(host.url), DNS_TIMEOUT_MS + 500);
      } catch {
        answers = [];
      }
      const pointsAtUs = cnamePointsAt(answers, target);
      const message = pointsAtUs
        ? `${host.url} wijst naar ons. Klanten kunnen via je eigen domein bestellen.`
        : `${host.url} wijst nog niet naar ons. Maak een CNAME-record naar ${target}; een wijziging kan tot een dag duren.`;
      return { intent: input.intent, message, pointsAtUs };
    }
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("dns timeout")), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
