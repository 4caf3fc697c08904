// A simulated Star CloudPRNT printer (mC-Print3 / TSP100IV behaviour) talking HTTP to the real
// server: it polls POST {status, printerMAC, statusCode, printingInProgress, clientAction}, and when
// the answer says jobReady it GETs the job in the first media type both sides support, "prints"
// it, and confirms with DELETE ?mac&code&token. Tell it to fail the next job(s) with e.g. "520".
// const printer = new StarPrinter({ port: app.port, host: "pizzaroma.localhost", mac });
// await printer.pollOnce(); printer.start(200); await printer.waitForPrints(1); printer.stop();
import { hostFetch } from "./server";

export interface PrintedJob {
  contentType: string;
  body: string;
  token: string | null;
  code: string;
}

export interface PollResult {
  status: number;
  answer: { jobReady?: boolean; mediaTypes?: string[]; jobToken?: string };
  job: PrintedJob | null;
}

export class StarPrinter {
  readonly printed: PrintedJob[] = [];
  readonly polls: PollResult[] = [];
  private failures: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private busy: Promise<unknown> | null = null;
  private statusCode = "200 OK";

  constructor(
    private readonly opts: {
      port: number;
      host: string;
      mac: string;
      path?: string;
      /** What this printer can print, best first (a real mC-Print3 takes markup and plain text). */
      accepts?: string[];
    },
  ) {}

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

  private request(method: string, query: Record<string, string>, body?: string) {
    const qs = new URLSearchParams(query).toString();
    const headers: Record<string, string> = { "user-agent": "Star CloudPRNT/1.0 (simulated)" };
    if (body !== undefined) headers["content-type"] = "application/json";
    return hostFetch(this.opts.port, this.opts.host, qs ? `${this.path}?${qs}` : this.path, { method, headers, body });
  }

  /** One poll, and when a job is ready: fetch, print, confirm. */
  async pollOnce(): Promise<PollResult> {
    const res = await this.request(
      "POST",
      {},
      JSON.stringify({
        status: "23 6 0 0 0 0 0 0 0 ",
        printerMAC: this.opts.mac,
        statusCode: encodeURIComponent(this.statusCode),
        printingInProgress: false,
        clientAction: null,
      }),
    );
    const answer = (await res.json()) as PollResult["answer"];
    const result: PollResult = { status: res.status, answer, job: null };
    if (answer.jobReady) result.job = await this.printJob(answer);
    this.polls.push(result);
    return result;
  }

  private async printJob(answer: PollResult["answer"]): Promise<PrintedJob | null> {
    const accepts = this.opts.accepts ?? ["text/vnd.star.markup", "text/plain"];
    const type = accepts.find((t) => answer.mediaTypes?.includes(t));
    if (!type) return null;
    const token = answer.jobToken ?? null;
    const get = await this.request("GET", { mac: this.opts.mac, type, ...(token ? { token } : {}) });
    if (get.status !== 200) return null;
    const job: PrintedJob = { contentType: get.headers.get("content-type") ?? "", body: await get.text(), token, code: this.failures.shift() ?? "200 OK" };
    const del = await this.request("DELETE", { mac: this.opts.mac, code: job.code, ...(token ? { token } : {}) });
    if (del.status !== 200) throw new Error(`DELETE answered ${String(del.status)}`);
    if (job.code.startsWith("2")) this.printed.push(job);
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
    const deadline = Date.now() + timeoutMs;
    while (this.printed.length < count) {
      if (Date.now() > deadline) throw new Error(`printed ${String(this.printed.length)} of ${String(count)} jobs in ${String(timeoutMs)} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.printed;
  }
}
