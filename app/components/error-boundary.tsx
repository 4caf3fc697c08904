// The one error page: "Deze pagina niet gevonden" for 404, "Geen toegang" for 403 (not an error:
// no status number, no error code, and staff get a link back to their board — docs/issues/033.md §4), "Er
// heeft zich een fout voorgedaan" otherwise, with the message and a link back to the start page.
// Every route uses it. A server error shows the request's id, so support can find its log line
// (X-Request-Id); its message is never shown — a production build replaces it with Remix's English
// "Unexpected Server Error" (docs/issues/033.md §15).
import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useErrorReference } from "~/components/request-id";
import { errorPageText, NO_ACCESS } from "~/domain/messages";
import { landingPath, ORDERS_ROUTE, type MenuUser } from "~/domain/menu";

export const NO_ACCESS_TEXT = "Je hebt geen toegang tot deze pagina.";

function describe(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === "string" ? error.data : (error.data as { message?: string } | null)?.message;
    return { status: error.status, message: data || "" };
  }
  // a thrown Error is a bug: its words (or Remix's English stand-in) are for the log, not the visitor
  return { status: 500, message: "" };
}

/** Where a signed-in staff member goes back to from a page they may not see: their board (or to-do list). */
function useWayBack(): { to: string; label: string } {
  const root = useRouteLoaderData<{ user?: { kind: MenuUser["kind"]; roles: string[] } | null }>("root");
  const user = root?.user;
  const landing = user ? landingPath({ kind: user.kind }, user.roles, { path: "/", hasFeatureQuery: false }) : null;
  if (!landing) return { to: "/", label: "Naar de startpagina" };
  return { to: landing, label: landing === ORDERS_ROUTE ? "Terug naar het bord" : "Terug naar de takenlijst" };
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
    // a new deploy replaced the chunks this page was built with (docs/spec.md §8): load the new ones
    window.location.reload();
  }
  const back = useWayBack();
  // a refusal with its own title (a suspended restaurant: "Tijdelijk niet beschikbaar") says it
  const own = isRouteErrorResponse(error) && error.data?.title;
  if (status === 403 && !own) return <NoAccess back={back} />;
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

/** 403: a plain page, not an error — what it is and the way back. */
function NoAccess({ back }: { back: { to: string; label: string } }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-[800px] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{NO_ACCESS}</h1>
      <p className="text-stone-600">{NO_ACCESS_TEXT}</p>
      <Link
        to={back.to}
        className="rounded-full bg-primary px-6 py-3 font-semibold text-on-primary shadow hover:opacity-90"
      >
        {back.label}
      </Link>
    </main>
  );
}
