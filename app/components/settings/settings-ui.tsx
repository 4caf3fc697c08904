// What the settings pages share: the answer beside the form that was sent, and the button, card and
// input looks (44 px targets for a tablet held in one hand).
import { FormAnswer } from "~/components/form-answer";
export type FormResult = { intent: string; ok: boolean; message: string; fields?: Record<string, string> } | null;

export const button = "min-h-11 rounded-full bg-primary px-5 font-semibold text-on-primary";
export const secondary =
  "min-h-11 rounded-full border border-stone-400 px-4 font-semibold text-stone-900 hover:bg-stone-100";
export const card = "space-y-3 rounded-xl border border-stone-300 bg-white p-4";
export const input = "min-h-11 w-full rounded-lg border border-stone-500 px-3";

export function Answer({ result, intents }: { result: FormResult; intents: string[] }) {
  if (!result || !intents.includes(result.intent)) return null;
  return <FormAnswer answer={result} plain />;
}
