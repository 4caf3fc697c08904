// /orders: the live order board for the restaurant's staff (SPEC §2, §4, §6).
import { loadOrRefuse } from "~/utils/http.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BoardPage } from "~/components/board/board-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BOARD_ROLES, loadBoard } from "~/services/board.server";
import { requireHostStaff } from "~/utils/auth.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Bestellingen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireHostStaff(context, request, BOARD_ROLES);
  // root on the platform domain: no restaurant here, a 404 (not a 500)
  return loadOrRefuse(request, () => loadBoard(context, new URL(request.url)));
}

export default function Orders() {
  return <BoardPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
