// /admin/play "Testen" (docs/issues/020.md §3): the test bench's forms, told apart by `intent`.
import { z } from "zod";
import { idField } from "./ids";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const testBenchSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("sms") }),
    z.object({ intent: z.literal("push") }),
    z.object({ intent: z.literal("print"), printerId: idField("Kies een printer.") }),
    z.object({ intent: z.literal("order"), deliver: z.enum(["0", "1"]).catch("0") }),
    z.object({ intent: z.literal("ideal") }),
  ],
  { error: () => UNKNOWN_ACTION },
);

export type TestBenchInput = z.output<typeof testBenchSchema>;
