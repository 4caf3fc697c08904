// /admin/play "Testen" (docs/spec.md §2, docs/issues/020.md §3, decision 048): the test bench — a test SMS and push to
// one's own phone, a test receipt, a TEST order through the board, and a test iDEAL payment.
// The restaurant's admins, or root on any restaurant.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { TestBench } from "~/components/play/test-bench";
import { testBenchSchema } from "~/schemas/test-bench";
import { actorOf } from "~/services/actor.server";
import { loadTestBench, runTestBench } from "~/services/test-bench.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { type SessionUser } from "~/services/session-user.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Testen");

const benchUser = (staff: SessionUser) => ({
  userId: staff.user.id,
  name: actorOf(staff).name,
  phone: staff.user.phone,
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, () => loadTestBench({ hostId: host.id, me: benchUser(staff) }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  const origin = new URL(request.url).origin;
  return formAction(request, testBenchSchema, (input) =>
    runTestBench({ hostId: host.id, me: benchUser(staff), actor: actorOf(staff), origin, input }),
  );
}

export default function Play() {
  const bench = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Testen">
      <TestBench bench={bench} result={result ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
