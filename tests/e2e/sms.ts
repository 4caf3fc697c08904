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

async function messagesTo(phone: string): Promise<FakeSms[]> {
  const to = `+31${phone.slice(1)}`;
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_TWILIO_PORT}/messages`);
  return ((await res.json()) as FakeSms[])
    .filter((m) => m.to === to)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** How many SMS `phone` has had: pass it to newCodeFor after the step that sends one. */
export async function smsCount(phone: string): Promise<number> {
  return (await messagesTo(phone)).length;
}

/** The code in the newest SMS to `phone` once it has had more than `seen` (a new code replaces the old one). */
export async function newCodeFor(phone: string, seen: number): Promise<string> {
  let list: FakeSms[] = [];
  await expect
    .poll(async () => {
      list = await messagesTo(phone);
      return list.length;
    })
    .toBeGreaterThan(seen);
  return codeFrom(list[list.length - 1]!.message);
}
