// The short checklist a restaurant that signed itself up sees on its board (docs/issues/016.md §1): "Menu
// controleren", "Openingstijden", "iDEAL koppelen", "Printer koppelen", "Test-bestelling plaatsen".
// The last three tick off by themselves; the first two when she changed a product or marks them.
// It goes when she dismisses it.
import { getDb } from "~/db.server";
import { checklist, type ChecklistItem } from "~/domain/sign-up";
import { getChecklistState, markChecklist } from "~/models/onboarding.server";

/** The checklist to show, or null: not a sign-up, or dismissed. */
export async function loadChecklist({ hostId }: { hostId: number }): Promise<ChecklistItem[] | null> {
  const state = await getChecklistState(getDb(), { hostId });
  if (!state || !state.signedUp || state.dismissed) return null;
  return checklist({
    menu: state.menuMarked || state.productChanged,
    hours: state.hoursMarked,
    mollieKey: state.mollieKey,
    printer: state.printer,
    order: state.order,
  });
}

export async function updateChecklist({
  hostId,
  input,
}: {
  hostId: number;
  input: { intent: "done"; key: "menu" | "hours" } | { intent: "dismiss" };
}) {
  await markChecklist(getDb(), { hostId, key: input.intent === "dismiss" ? "dismissed" : input.key });
  return { intent: input.intent, message: input.intent === "dismiss" ? "De lijst is weggehaald." : "Afgevinkt." };
}
