// What the to-do list may post: open a restaurant's board from another domain (a login hop).
import { z } from "zod";
import { BOARD_TABS } from "~/domain/board";

export const openBoardSchema = z.object({
  intent: z.literal("board", { message: "Onbekende actie." }),
  hostId: z.coerce.number({ message: "Onbekend restaurant." }).int().positive("Onbekend restaurant."),
  tab: z.enum(BOARD_TABS.map((t) => t.value) as [string, ...string[]], { message: "Onbekende status." }).default("new"),
});
