// /admin/stats/todo (issue 7): what needs attention now across the restaurants a call centre
// serves (root: every restaurant on the platform domain), live.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TodoPage } from "~/components/stats/todo-page";
import { openBoardSchema } from "~/schemas/stats";
import { loadTodo, openBoard } from "~/services/live-stats.server";
import { assertPost, parseBody } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Todo");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadTodo(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  return openBoard(context, request, await parseBody(request, openBoardSchema));
}

export default function Todo() {
  return <TodoPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
