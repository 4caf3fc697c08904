// Catch-all: anything no other route claims is a Dutch 404.
import { GeneralErrorBoundary } from "~/components/error-boundary";

export function loader() {
  throw new Response("Deze pagina niet gevonden", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
