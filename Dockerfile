# Bestelinfo's production image: what CI tests, built the way CI builds it (docs/deploy.md,
# docs/decisions/013-dockerfile-deploy.md). `bash scripts/verify-dockerfile.sh` replays these steps
# without Docker; keep to what it understands: FROM … [AS …], WORKDIR, ENV, COPY [--from] [--chown],
# RUN (shell form, paths relative to WORKDIR), USER, EXPOSE, HEALTHCHECK and CMD in exec form.
#
# Node is pinned to the 20.x release CI runs (package.json "engines" says 20.x); change it together
# with the Node on the CI machine.

# --- build: every dependency, the Remix build, then drop the devDependencies -----------------------
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app

# The lockfile first, so a change to the code alone reuses the installed dependencies.
# `npm install`, not `npm ci`: our lockfile, resolved on Linux, lacks other platforms' optional
# packages (e.g. @tailwindcss/oxide-darwin-arm64), which `npm ci` refuses; `npm install` installs
# the lockfile's versions all the same. It is what the README, .ci/run and scripts/test-all.sh run.
# patches/ too: npm install's postinstall applies them (patch-package, decision 061).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install --no-audit --no-fund

COPY . .
# remix vite:build, then scripts/check-build.mjs (fails without build/server/index.js or build/client/sw.js)
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund
# DATA_DIR (.data) is the only place the server writes: VAPID keys when they are not in the env,
# the embedded database with EMBEDDED_DB=1. The final stage hands it to the node user.
RUN mkdir -p .data

# --- run: production dependencies, the build, and the TypeScript the server runs through tsx -------
FROM node:20.20.2-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
ENV PORT=8080

# Owned by root and read-only to the server; only .data is the node user's.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server.ts ./server.ts
# server.ts → app/server/main.server.ts (the ~/ paths resolve through tsconfig.json) → db/ (migrations,
# seeds, the embedded database); the release command runs db/cli.ts. Static files are served from
# build/client, where the build copied public/.
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
COPY --from=build --chown=node:node /app/.data ./.data

USER node
EXPOSE 8080
# For `docker run`; Fly checks GET /healthz itself ([[http_service.checks]] in fly.toml).
# Node's fetch, since the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"]
# Not `npm start` (installs and runs the development server) nor `npm run serve` (npm and the tsx
# CLI in between would stand between SIGTERM and the server's graceful shutdown).
CMD ["node", "--import", "tsx", "server.ts"]
