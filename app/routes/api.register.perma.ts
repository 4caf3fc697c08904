// GET /api/register/perma?perma=hethoekje: is this webadres well-formed, not reserved and free?
// The /register form asks while she types (a fetcher, debounced). {result: "OK", available, message}.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { permaQuerySchema } from "~/schemas/register";
import { checkPerma } from "~/services/sign-up.server";
import { apiAnswer, apiError } from "~/http/http.server";
import { hasBadCharacters } from "~/domain/ids";
import { INVALID_INPUT } from "~/http/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("perma") ?? "";
  const parsed = permaQuerySchema.safeParse({ perma: raw });
  // returned, not thrown: the form's fetcher reads it as the answer
  if (!parsed.success || hasBadCharacters(raw)) return apiError(400, INVALID_INPUT);
  return apiAnswer(() => checkPerma({ perma: parsed.data.perma, ip: context.clientIp }));
}
