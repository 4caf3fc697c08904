// The one error page: "Deze pagina niet gevonden" for 404, "Er heeft zich een fout voorgedaan"
// otherwise, with the message and a link back to the start page. Every route uses it. A server
// error shows the request's id, so support can find its log line (X-Request-Id).
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useErrorReference } from "~/utils/request-id";
import { errorPageText } from "~/domain/messages";

function describe(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === "string" ? error.data : (error.data as { message?: string } | null)?.message;
    return { status: error.status, message: data || error.statusText };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: "Onbekende fout" };
}

export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { status, message } = describe(error);
  // the document's id names this error only when the document itself failed, not a later navigation
  const reference = useErrorReference();
  if (
    typeof document !== "undefined" &&
    error instanceof Error &&
    /dynamically imported module|Failed to fetch/.test(error.message)
  ) {
    // a new deploy replaced the chunks this page was built with (SPEC §8): load the new ones
    window.location.reload();
  }
  // a refusal with its own title (a suspended restaurant: "Tijdelijk niet beschikbaar") says it
  const own = isRouteErrorResponse(error) && error.data?.title;
  const title = own || errorPageText(status);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-[800px] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p className="text-6xl font-black text-primary-ink" aria-hidden="true" hidden={own}>
        {status}
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      {message && message !== title ? <p className="text-stone-600">{message}</p> : null}
      {reference && !own ? (
        <p className="text-sm text-stone-600">
          Neem je contact op met de klantenservice? Noem dan foutcode{" "}
          <code className="select-all font-mono text-stone-800">{reference}</code>.
        </p>
      ) : null}
      <Link to="/" className="rounded-full bg-primary px-6 py-3 font-semibold text-on-primary shadow hover:opacity-90">
        Naar de startpagina
      </Link>
    </main>
  );
}
