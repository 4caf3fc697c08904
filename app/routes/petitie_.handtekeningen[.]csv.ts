// /petitie/handtekeningen.csv: the petition's signatures for root (issue 20 §4). Anyone else —
// anonymous, a restaurant's admin, a customer — gets 403.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { petitionCsv } from "~/services/petition-csv.server";
import { forbidden, getOptionalUser } from "~/utils/auth.server";

/** Text chunks as a byte stream that reads the next chunk only when the client takes one. */
function streamOf(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getOptionalUser(context);
  if (current?.user.kind !== "root") throw forbidden(request);
  return new Response(streamOf(petitionCsv()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="petitie-handtekeningen.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
