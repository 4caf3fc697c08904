#!/usr/bin/env bash
# `npm test`: installs what the tests need where missing (Chromium and its headless shell, PostgreSQL, Redis from Debian's
# packages; npm packages), then runs every test: lint and types, unit, integration on the embedded
# database with in-process stores, integration again on Debian's PostgreSQL + Redis (and two server
# instances sharing them, in Chromium), the fault suite (two instances on a PostgreSQL and Redis of its
# own, stopped, restarted and killed under load), e2e in Chromium against the production build, the Dockerfile's
# steps (scripts/verify-dockerfile.sh), then a smoke walk against what `npm start` starts (development
# mode) at two server clocks. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
RESULTS="$ROOT/test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# --- system packages -------------------------------------------------------------------------
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# the e2e, two-instance and smoke walks run in the headless shell; Lighthouse in the full browser (decision 100)
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
[ -x /usr/lib/postgresql/15/bin/initdb ] || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
command -v faketime >/dev/null 2>&1 || need+=(faketime)
if [ ${#need[@]} -gt 0 ]; then
  step "installing ${need[*]} (apt)"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null \
    || { echo "could not install ${need[*]}"; exit 1; }
fi

step "npm install"
npm install --no-audit --no-fund --loglevel=error || exit 1

failed_steps=()
run() { local name=$1; shift; step "$name"; "$@" || failed_steps+=("$name"); }

# typecheck and lint read the sources, the build writes build/: side by side on the two cores
# (decision 086), each into its own log, printed in order once all three are done
step "typecheck, lint and build (side by side)"
npm run -s typecheck >"$RESULTS/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run -s lint >"$RESULTS/lint.log" 2>&1 &
lint_pid=$!
npm run -s build >"$RESULTS/build.log" 2>&1
build_status=$?
wait "$typecheck_pid" || failed_steps+=("typecheck")
wait "$lint_pid" || failed_steps+=("lint")
for part in typecheck lint build; do step "$part"; cat "$RESULTS/$part.log"; done
[ "$build_status" -eq 0 ] || { echo "build failed"; exit 1; }

run "unit" npx vitest run --project unit --reporter=default --reporter=json --outputFile="$RESULTS/unit.json"

# --- Debian's PostgreSQL + Redis, throwaway instances on free ports ------------------------------
step "starting Debian PostgreSQL + Redis"
SVC=$(mktemp -d /tmp/bestelinfo-svc-XXXXXX)
chmod 755 "$SVC"
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
# Every server a step starts listens on a port the system reports free: the configs' own random
# ports (20000–39999) overlap the range the system hands out, where this run's services listen
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
PGPORT=$(free_port); REDISPORT=$(free_port)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$SVC"
cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$SVC/data" -m fast stop >/dev/null 2>&1
  redis-cli -p "$REDISPORT" shutdown nosave >/dev/null 2>&1
  rm -rf "$SVC"
}
trap cleanup EXIT
as_pg "$PGBIN/initdb" -D "$SVC/data" -U postgres --auth=trust >/dev/null \
  && as_pg "$PGBIN/pg_ctl" -D "$SVC/data" -l "$SVC/pg.log" -w \
     -o "-p $PGPORT -k $SVC -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null \
  && as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres bestelinfo \
  && redis-server --port "$REDISPORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes >/dev/null
services_up=$?

# The two integration passes share nothing (each its own PostgreSQL, Redis, app server and ports), and
# each keeps one vitest worker, so they run side by side on the two cores (decision 100), each into
# its own log, printed in order once both are done.
step "integration: embedded PostgreSQL and Debian PostgreSQL + Redis (side by side)"
env -u DATABASE_URL -u REDIS_URL npx vitest run --project integration --reporter=default --reporter=json \
  --outputFile="$RESULTS/integration-embedded.json" >"$RESULTS/integration-embedded.log" 2>&1 &
embedded_pid=$!
if [ "$services_up" -eq 0 ]; then
  env DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/bestelinfo" REDIS_URL="redis://127.0.0.1:$REDISPORT" \
    npx vitest run --project integration --reporter=default --reporter=json \
    --outputFile="$RESULTS/integration-services.json" >"$RESULTS/integration-services.log" 2>&1
  services_status=$?
fi
wait "$embedded_pid"; embedded_status=$?
step "integration (embedded PostgreSQL, in-process stores)"; cat "$RESULTS/integration-embedded.log"
[ "$embedded_status" -eq 0 ] || failed_steps+=("integration (embedded PostgreSQL, in-process stores)")
if [ "$services_up" -eq 0 ]; then
  step "integration (Debian PostgreSQL + Redis)"; cat "$RESULTS/integration-services.log"
  [ "$services_status" -eq 0 ] || failed_steps+=("integration (Debian PostgreSQL + Redis)")
  # two server processes (production build) sharing this PostgreSQL (a database of their own) and Redis
  as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres bestelinfo_two
  run "e2e: two instances, one PostgreSQL + Redis" env E2E_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/bestelinfo_two" \
    E2E_REDIS_URL="redis://127.0.0.1:$REDISPORT" E2E_PORT="$(free_port)" E2E_PORT_B="$(free_port)" \
    E2E_TWILIO_PORT="$(free_port)" npx playwright test -c playwright.two.config.ts
else
  echo "could not start Debian PostgreSQL/Redis"; failed_steps+=("services")
fi
cleanup; trap - EXIT

# Fault injection (docs/issues/035.md): two production instances on a PostgreSQL and a Redis of its own (Debian's
# binaries, free ports), stopped, restarted and killed under ordering customers
run "fault injection (two instances, Redis and PostgreSQL stopped, SIGKILL)" env -u DATABASE_URL -u REDIS_URL \
  npx vitest run --project fault --reporter=default --reporter=json --outputFile="$RESULTS/fault.json"

run "e2e (Chromium, production build)" env E2E_PORT="$(free_port)" E2E_TWILIO_PORT="$(free_port)" npx playwright test

# The Dockerfile replayed without Docker: install, build, prune, the final stage's files; fly.toml's
# release command on a throwaway embedded PostgreSQL, then its process command until /healthz answers.
run "deploy: Dockerfile steps without Docker" env -u DATABASE_URL -u REDIS_URL bash scripts/verify-dockerfile.sh

# The README's first command as a newcomer meets it: the development server on the embedded
# defaults, at 03:00 on a Monday (the demo's restaurants closed but the 24/7 one) and at 18:00 on a Friday.
run "smoke: npm start, Monday 03:00" env SMOKE_CLOCK=closed SMOKE_PORT="$(free_port)" npx playwright test -c playwright.smoke.config.ts
run "smoke: npm start, Friday 18:00" env SMOKE_CLOCK=open SMOKE_PORT="$(free_port)" npx playwright test -c playwright.smoke.config.ts

step "summary"
node scripts/summarise-tests.mjs "$RESULTS" "${failed_steps[@]}"
