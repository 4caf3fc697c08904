// How long a confirmed "Download mijn gegevens" stays open in the session (decision 079), and the
// zip as an HTTP answer. Route helpers: services never see a Response.
export const EXPORT_WINDOW_MS = 10 * 60 * 1000;

export function zipResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
