#!/usr/bin/env bash
# Builds the Dockerfile's image without Docker and checks that it deploys: replays the stages in a
# temporary directory (npm install, npm run build, npm prune --omit=dev, the final stage's COPYs),
# checks fly.toml against the Dockerfile, runs fly.toml's release command against a throwaway
# PostgreSQL and the CMD with production settings until /healthz answers, then stops it with
# SIGTERM. Details: scripts/verify-dockerfile.mjs. Takes a few minutes (two cores), most of it the
# install and the build. With DATABASE_URL set, migrates that database instead of an embedded one.
#
#   bash scripts/verify-dockerfile.sh      exits non-zero if any check fails
set -uo pipefail
cd "$(dirname "$0")/.."
# smol-toml (a devDependency) reads fly.toml
[ -d node_modules/smol-toml ] || npm install --no-audit --no-fund --loglevel=error || exit 1

TMP=$(mktemp -d "${TMPDIR:-/tmp}/bestelinfo-verify-dockerfile-XXXXXX")
pid=""
cleanup() {
  # the verifier, the server and PostgreSQL share one process group: ours to end
  if [ -n "$pid" ] && kill -0 -- "-$pid" 2>/dev/null; then
    kill -TERM -- "-$pid" 2>/dev/null
    for _ in $(seq 50); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2>/dev/null
  fi
  chmod -R u+w "$TMP" 2>/dev/null
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

# its own process group (job control), so cleanup can end everything it started and nothing else
set -m
node scripts/verify-dockerfile.mjs "$TMP" &
pid=$!
wait "$pid"
rc=$?
set +m
exit "$rc"
