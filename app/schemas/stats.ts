// What the to-do list may post: open a restaurant's board from another domain (a login hop).
import { z } from "zod";
import { idField } from "~/schemas/ids";
import { BOARD_TABS } from "~/domain/board";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const openBoardSchema = z.object({
  intent: z.literal("board", { message: UNKNOWN_ACTION }),
  hostId: idField("Onbekend restaurant."),
  tab: z.enum(BOARD_TABS.map((t) => t.value) as [string, ...string[]], { message: "Onbekende status." }).default("new"),
});
