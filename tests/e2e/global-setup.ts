// Starts the fake Twilio the e2e server sends its SMS to (TWILIO_API_BASE in playwright.config.ts),
// so a test can read the login code the way a phone would. Stopped when the run ends.
import { startFakeTwilio } from "../support/fake-twilio";

export default async function globalSetup() {
  const port = Number(process.env.E2E_TWILIO_PORT);
  if (!port) throw new Error("E2E_TWILIO_PORT is not set: playwright.config.ts chooses it");
  const twilio = await startFakeTwilio(port);
  return () => twilio.close();
}
