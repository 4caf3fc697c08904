// A Star CloudPRNT printer emulator (mC-Print3 / TSP100IV, and older firmware without jobToken),
// written from Star's CloudPRNT Developer Guide (Rev 1.4) and Protocol Guide (2.4), talking HTTP to
// the real server. It polls POST {status, printerMAC, statusCode, printingInProgress, clientAction};
// when the answer says jobReady it GETs the job in the first media type both sides support (or with
// no type at all), "prints" it, and confirms with DELETE ?mac&code(&token) — and, like a printer
// that lost the answer, may repeat that DELETE with retry=n.
//
//   const printer = new StarPrinter({ port: app.port, host: "pizzaroma.localhost", mac, key });
//   await printer.pollOnce(); printer.start(200); await printer.waitForPrints(1); await printer.stop();
//
// Its key goes in the server URL (`/api/cloudprnt?key=…`, the default) or as HTTP Basic auth
// (auth: "basic"); `ip` poses as another address (the server under test trusts X-Forwarded-For).
// failNext("512 …") ends the next job with that code; setStatus("410 Paper out") is what it reports.
import { hostFetch } from "./server";
import { eventually } from "./eventually";

export interface PrintedJob {
  contentType: string;
  /** the bytes as received */
  bytes: Buffer;
  /** the bytes read one byte per character (latin1): ASCII text is searchable as is */
  body: string;
  token: string | null;
  code: string;
}

export interface PollResult {
  status: number;
  answer: { jobReady?: boolean; mediaTypes?: string[]; jobToken?: string; message?: string };
  job: PrintedJob | null;
  /** the DELETE answers: the confirmation, then its repeats */
  confirmations: Array<{ status: number; body: unknown }>;
}

export interface StarPrinterOptions {
  port: number;
  host: string;
  mac: string;
  path?: string;
  /** the printer's key; none: a printer set up before keys existed */
  key?: string;
  /** where the key goes: the server URL's query string (default) or HTTP Basic auth */
  auth?: "query" | "basic";
  /** the address it polls from (X-Forwarded-For); default one random 10.x address per printer */
  ip?: string;
  /** What this printer can print, best first (a real mC-Print3 takes StarPRNT and plain text). */
  accepts?: string[];
  /** GET without a type parameter (a client that takes the server's first choice) */
  omitType?: boolean;
  /** firmware before jobToken (HI01X < 1.8, mC-Print2/3 < 3.2): token neither read nor sent */
  noJobToken?: boolean;
  /** how often each DELETE is repeated (retry=1…n), as after a lost answer */
  repeatConfirmations?: number;
  /** poll with status/printingInProgress/clientAction null (the guide allows it) */
  nullFields?: boolean;
}

const randomIp = () =>
  `10.${String(Math.floor(Math.random() * 250))}.${String(Math.floor(Math.random() * 250))}.${String(1 + Math.floor(Math.random() * 250))}`;

export class StarPrinter {
  readonly printed: PrintedJob[] = [];
  readonly polls: PollResult[] = [];
  private failures: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private busy: Promise<unknown> | null = null;
  private statusCode = "200 OK";
  readonly ip: string;

  constructor(private readonly opts: StarPrinterOptions) {
    this.ip = opts.ip ?? randomIp();
  }

  private get path() {
    return this.opts.path ?? "/api/cloudprnt";
  }

  /** The next `count` jobs end with this code instead of "200 OK" (e.g. "520 Paper out"). */
  failNext(code = "520 Paper out", count = 1): void {
    for (let i = 0; i < count; i += 1) this.failures.push(code);
  }

  /** What the printer reports in its polls, as Star sends it: URL-encoded ("200%20OK"). */
  setStatus(code: string): void {
    this.statusCode = code;
  }

  /** A request as the printer sends it: its key in the URL or as Basic auth, from its address. */
  request(method: string, query: Record<string, string>, body?: string) {
    const params = new URLSearchParams();
    if (this.opts.key !== undefined && (this.opts.auth ?? "query") === "query") params.set("key", this.opts.key);
    for (const [k, v] of Object.entries(query)) params.set(k, v);
    const qs = params.toString();
    const headers: Record<string, string> = {
      "user-agent": "Star CloudPRNT/1.0 (emulated)",
      "x-forwarded-for": this.ip,
    };
    if (this.opts.key !== undefined && this.opts.auth === "basic")
      headers.authorization = `Basic ${Buffer.from(`printer:${this.opts.key}`).toString("base64")}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    return hostFetch(this.opts.port, this.opts.host, qs ? `${this.path}?${qs}` : this.path, { method, headers, body });
  }

  /** One poll, and when a job is ready: fetch, print, confirm (and repeat the confirmation if told). */
  async pollOnce(): Promise<PollResult> {
    const nulls = this.opts.nullFields === true;
    const res = await this.request(
      "POST",
      {},
      JSON.stringify({
        status: nulls ? null : "23 6 0 0 0 0 0 0 0 ",
        printerMAC: this.opts.mac,
        statusCode: encodeURIComponent(this.statusCode),
        printingInProgress: nulls ? null : false,
        clientAction: null,
      }),
    );
    const answer = (await res.json()) as PollResult["answer"];
    const result: PollResult = { status: res.status, answer, job: null, confirmations: [] };
    if (res.status === 200 && answer.jobReady) result.job = await this.printJob(answer, result);
    this.polls.push(result);
    return result;
  }

  private async printJob(answer: PollResult["answer"], result: PollResult): Promise<PrintedJob | null> {
    const accepts = this.opts.accepts ?? ["application/vnd.star.starprnt", "text/plain"];
    const type = accepts.find((t) => answer.mediaTypes?.includes(t));
    if (!type) return null;
    const token = this.opts.noJobToken ? null : (answer.jobToken ?? null);
    const get = await this.request("GET", {
      mac: this.opts.mac,
      ...(this.opts.omitType ? {} : { type }),
      ...(token ? { token } : {}),
    });
    if (get.status !== 200) return null;
    const bytes = Buffer.from(await get.arrayBuffer());
    const job: PrintedJob = {
      contentType: get.headers.get("content-type") ?? "",
      bytes,
      body: bytes.toString("latin1"),
      token,
      code: this.failures.shift() ?? "200 OK",
    };
    const confirm = async (retry: number) => {
      const del = await this.request("DELETE", {
        mac: this.opts.mac,
        code: job.code,
        ...(token ? { token } : {}),
        ...(retry ? { retry: String(retry) } : {}),
      });
      result.confirmations.push({ status: del.status, body: await del.json().catch(() => null) });
      if (del.status !== 200) throw new Error(`DELETE answered ${String(del.status)}`);
    };
    await confirm(0);
    for (let i = 1; i <= (this.opts.repeatConfirmations ?? 0); i += 1) await confirm(i);
    if (job.code.startsWith("2") || job.code === "OK") this.printed.push(job);
    return job;
  }

  /** Polls every `intervalMs` like a real printer (Star's default is 5 s; tests go faster). */
  start(intervalMs = 200): void {
    const tick = () => {
      this.busy = this.pollOnce()
        .catch(() => null)
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.busy;
  }

  async waitForPrints(count: number, timeoutMs = 10_000): Promise<PrintedJob[]> {
    await eventually(`${String(count)} printed jobs`, () => this.printed.length >= count, { timeoutMs });
    return this.printed;
  }
}
