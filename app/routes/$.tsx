// Catch-all: anything no other route claims is a Dutch 404.
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NOT_FOUND_TEXT } from "~/domain/messages";

export function loader() {
  throw new Response(NOT_FOUND_TEXT, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
