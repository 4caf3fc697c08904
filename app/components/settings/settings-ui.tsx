// What the settings pages share: the answer beside the form that was sent, and the button, card and
// input looks (44 px targets for a tablet held in one hand).
import { FormAnswer } from "~/components/form-answer";
export type FormResult = { intent: string; ok: boolean; message: string; fields?: Record<string, string> } | null;

// the buttons and the card are the kit's (components/ui/classes.ts)
export { buttonPrimary as button, buttonSecondary as secondary, card } from "~/components/ui/classes";
export const input = "min-h-11 w-full rounded-lg border border-stone-500 px-3";

export function Answer({ result, intents }: { result: FormResult; intents: string[] }) {
  if (!result || !intents.includes(result.intent)) return null;
  return <FormAnswer answer={result} plain />;
}
