// One interface for every SMS sender: the real Twilio client, or the dev outbox without credentials.
export interface SmsMessage {
  /** International form, e.g. +31612345678 (cleanPhone). */
  to: string;
  message: string;
}

export interface SmsProvider {
  readonly name: "twilio" | "outbox" | "disabled";
  send(sms: SmsMessage): Promise<void>;
}
