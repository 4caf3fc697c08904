import { MIN_NOTIFICATION_LENGTH } from "./constants";
import { isAnonymousPhone } from "./validation";

/**
 * docs/spec.md §5: nobody is behind the anonymous customer's number, and a text
 * under 20 characters is a template that failed to fill in, so neither is
 * worth a push or a paid SMS.
 */
export function shouldNotify(phone: string | null | undefined, message: string): boolean {
  if (isAnonymousPhone(phone)) return false;
  return message.trim().length >= MIN_NOTIFICATION_LENGTH;
}
