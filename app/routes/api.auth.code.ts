// POST /api/auth/code {phone, force, from}: sends an SMS login code (docs/spec.md §7). Same answer
// whether or not the number has an account.
import type { ActionFunctionArgs } from "@remix-run/node";
import { codeRequestSchema, firstMessage } from "~/schemas/auth";
import { requestCode } from "~/services/auth.server";
import { apiAnswer, apiError, assertPost, readBody } from "~/http/http.server";
import { codeHost } from "~/http/login-session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const parsed = codeRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, firstMessage(parsed.error));
  return apiAnswer(async () => {
    await requestCode({ host: codeHost(context), clientIp: context.clientIp, input: parsed.data });
    return { message: "Code verstuurd" };
  });
}
