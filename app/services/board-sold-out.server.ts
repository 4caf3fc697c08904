// The board's sold-out screen (/orders/uitverkocht, docs/issues/015.md §4): the kitchen marks a product or one
// of its include items "Uitverkocht" for tonight, or "Weer beschikbaar", without the owner's admin.
// Admin, order and cook only (docs/spec.md §6: the people at the pass); courier, call centre and plain user
// may see the board but not change the menu. The change itself is services/sold-out.server.ts,
// the same as the owner's product list.
import { getDb } from "~/db.server";
import { getAdminMenu } from "~/models/products.server";
import type { SoldOutForm } from "~/schemas/products";
import type { SoldOutBoardView, SoldOutItemView } from "~/schemas/sold-out-board";
import { setSoldOut } from "~/services/sold-out.server";
import type { SessionUser } from "~/services/session-user.server";

function itemView(x: { id: number; name: string; soldOut: boolean; soldOutUntil: Date | null }): SoldOutItemView {
  return {
    id: x.id,
    name: x.name,
    soldOutText: x.soldOut ? (x.soldOutUntil ? "Uitverkocht tot morgen" : "Uitverkocht") : null,
  };
}

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export async function loadSoldOutBoard({
  host,
  asked,
}: {
  host: { id: number; name: string };
  asked: string;
}): Promise<SoldOutBoardView> {
  const query = asked.replace(/\0/g, "").trim().slice(0, 100);
  const wanted = fold(query);
  const menu = await getAdminMenu(getDb(), { hostId: host.id });
  const products = menu.tabs.flatMap((tab) =>
    tab.products.flatMap((p) => {
      const own = wanted === "" || fold(p.name).includes(wanted);
      const groups = p.groups
        .map((g) => ({
          name: g.name,
          items: g.items.filter((i) => own || fold(i.name).includes(wanted)).map(itemView),
        }))
        .filter((g) => g.items.length > 0);
      if (!own && groups.length === 0) return [];
      return [{ ...itemView(p), tab: tab.name, groups }];
    }),
  );
  return { hostName: host.name, query, products };
}

export async function submitSoldOutBoard({
  host,
  actor: staff,
  input: form,
  now = new Date(),
}: {
  host: { id: number };
  actor: SessionUser;
  input: SoldOutForm;
  now?: Date;
}) {
  return setSoldOut(host.id, { userId: staff.user.id, userName: staff.user.name }, form, now);
}
