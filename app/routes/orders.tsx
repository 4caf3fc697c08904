// /orders: the live order board for the restaurant's staff (docs/spec.md §2, §4, §6).
import { loadOrRefuse } from "~/http/http.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BoardPage } from "~/components/board/board-page";
import { afterHydration } from "~/components/lazy-part";
import { IdleRefresh } from "~/components/pwa/idle-refresh";
import { Checklist } from "~/components/board/checklist";
import { loadChecklist } from "~/services/onboarding.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { loadBoard } from "~/services/board.server";
import { requireHostStaff } from "~/http/guards.server";
import { tenantHost } from "~/http/tenant-host.server";
import { staffMeta } from "~/http/meta";
import { may, rolesFor } from "~/domain/policy";

// the version watch and update prompt show nothing until the browser has something to say: loaded after
// hydration, not with the board (decision 101); its (re)join asks the server for the version it missed
const AppWatch = afterHydration(() => import("~/components/pwa/app-watch").then((m) => m.AppWatch));

export const meta: MetaFunction = () => staffMeta("Bestellingen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireHostStaff(context, request, rolesFor("board"));
  // root on the platform domain: no restaurant here, a 404 (not a 500)
  const board = await loadOrRefuse(request, () =>
    loadBoard({ hostId: tenantHost(context.tenant).id, url: new URL(request.url) }),
  );
  // a restaurant that signed itself up: its admins see the first steps above the board (docs/issues/016.md)
  const admin = may(staff, "manage");
  const checklist = admin ? await loadChecklist({ hostId: board.host.id }) : null;
  const soldOutLink = may(staff, "soldOut");
  return { ...board, checklist, soldOutLink };
}

export default function Orders() {
  const { checklist, soldOutLink, ...board } = useLoaderData<typeof loader>();
  return (
    <>
      <AppWatch />
      <IdleRefresh />
      <BoardPage data={board} notice={checklist ? <Checklist items={checklist} /> : null} soldOutLink={soldOutLink} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
