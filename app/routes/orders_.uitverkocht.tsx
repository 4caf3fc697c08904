// /orders/uitverkocht: the kitchen's sold-out screen, opened from the board's header (docs/issues/015.md §4).
// Its own page rather than a dialog over the board: a tablet's back button returns to the board,
// it works without scripts, and the board's live reloads do not disturb a cook's search.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SoldOutBoard } from "~/components/board/sold-out-board";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { soldOutFormSchema } from "~/schemas/products";
import { loadSoldOutBoard, submitSoldOutBoard } from "~/services/board-sold-out.server";
import { requireHostStaff } from "~/http/guards.server";
import { tenantHost } from "~/http/tenant-host.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { rolesFor } from "~/domain/policy";

export const meta: MetaFunction = () => staffMeta("Uitverkocht");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireHostStaff(context, request, rolesFor("soldOut"));
  const query = new URL(request.url).searchParams.get("q") ?? "";
  return loadOrRefuse(request, () => loadSoldOutBoard({ host: tenantHost(context.tenant), asked: query }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireHostStaff(context, request, rolesFor("soldOut"));
  return formAction(request, soldOutFormSchema, (input) =>
    submitSoldOutBoard({ host: tenantHost(context.tenant), actor: staff, input }),
  );
}

export default function SoldOutPage() {
  return <SoldOutBoard {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
