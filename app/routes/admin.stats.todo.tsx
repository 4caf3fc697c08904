// /admin/stats/todo (docs/issues/007.md): what needs attention now across the restaurants a call centre
// serves (root: every restaurant on the platform domain), live.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TodoPage } from "~/components/stats/todo-page";
import { openBoardSchema } from "~/schemas/stats";
import { loadTodo, openBoard } from "~/services/live-stats.server";
import { assertPost, loadOrRefuse, parseBody } from "~/http/http.server";
import { requireTodoScope } from "~/http/live-scope.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Todo");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadTodo({ scope: await requireTodoScope(context, request) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const scope = await requireTodoScope(context, request);
  const input = await parseBody(request, openBoardSchema);
  return redirect(await loadOrRefuse(request, () => openBoard({ scope, input, requestUrl: request.url })));
}

export default function Todo() {
  return <TodoPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
