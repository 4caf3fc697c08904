// /orders/uitverkocht: the kitchen's sold-out screen, opened from the board's header (issue 15 §4).
// Its own page rather than a dialog over the board: a tablet's back button returns to the board,
// it works without scripts, and the board's live reloads do not disturb a cook's search.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SoldOutBoard } from "~/components/board/sold-out-board";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { soldOutFormSchema } from "~/schemas/products";
import { loadSoldOutBoard, submitSoldOutBoard } from "~/services/board-sold-out.server";
import { formAction, loadOrRefuse } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Uitverkocht");

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadOrRefuse(request, () => loadSoldOutBoard(context, request));

export const action = ({ request, context }: ActionFunctionArgs) =>
  formAction(request, soldOutFormSchema, (input) => submitSoldOutBoard(context, request, input));

export default function SoldOutPage() {
  return <SoldOutBoard {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
