// Reads the SMS the e2e server sent through the fake Twilio (tests/e2e/global-setup.ts).
import { expect } from "@playwright/test";
import { codeFrom, type FakeSms } from "../support/fake-twilio";

export async function latestCodeFor(phone: string, after: Date): Promise<string> {
  const to = `+31${phone.slice(1)}`;
  let found: FakeSms | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`http://127.0.0.1:${process.env.E2E_TWILIO_PORT}/messages`);
      const list = (await res.json()) as FakeSms[];
      found = list.find((m) => m.to === to && Date.parse(m.date) >= after.getTime() - 1000);
      return Boolean(found);
    })
    .toBe(true);
  return codeFrom(found!.message);
}
