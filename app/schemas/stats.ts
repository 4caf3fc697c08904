// What the to-do list may post: open a restaurant's board from another domain (a login hop).
import { z } from "zod";
import { idField } from "~/schemas/ids";
import { BOARD_TABS } from "~/domain/board";

export const openBoardSchema = z.object({
  intent: z.literal("board", { message: "Onbekende actie." }),
  hostId: idField("Onbekend restaurant."),
  tab: z.enum(BOARD_TABS.map((t) => t.value) as [string, ...string[]], { message: "Onbekende status." }).default("new"),
});
