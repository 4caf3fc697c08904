// Small helpers for the JSON API: read a body (JSON or form), refuse cross-site POSTs, and answer
// in the shape the apps expect ({result: "OK"|"ERROR", message}).
// assertPost(request); const body = await readBody(request);

/** JSON or a form post as a plain object; null when the body cannot be read (the schema answers 400). */
export async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) return await request.json();
    if (type.includes("form")) return Object.fromEntries(await request.formData());
    const text = await request.text();
    return text ? JSON.parse(text) : {};
  } catch {
    return null;
  }
}

export function apiOk<T extends object>(body: T = {} as T, init?: ResponseInit): Response {
  return Response.json({ result: "OK", ...body }, init);
}

export function apiError(status: number, message: string, extra: object = {}): Response {
  return Response.json({ result: "ERROR", message, ...extra }, { status });
}

/**
 * State changes only by POST, and only from our own pages (DESIGN §4). Browsers always send
 * Origin on a POST; native apps send none, and carry no ambient cookie a site could abuse.
 */
export function assertPost(request: Request): void {
  if (request.method !== "POST") throw apiError(405, "Methode niet toegestaan");
  const origin = request.headers.get("origin");
  if (origin === null) return;
  if (origin !== new URL(request.url).origin) throw apiError(403, "Verzoek geweigerd: andere herkomst");
}
