// /admin/profile: names and avatar; a new phone number only after a code sent to that number.
import { customerChanged } from "~/realtime/customer-events.server";
import { displayPhone } from "~/domain/validation";
import { updateUserPhone, updateUserProfile } from "~/models/users.server";
import type { ProfileFormInput } from "~/schemas/auth";
import { requestCode, type CodeHost } from "~/services/auth.server";
import { ServiceError } from "~/services/errors.server";
import { verifyLoginCode } from "~/services/login-codes.server";
import type { SessionUser } from "~/services/session-user.server";
import { getDb } from "~/db.server";

export function loadProfile(user: SessionUser["user"]) {
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    avatar: user.avatar ?? "",
    phone: user.phone ? displayPhone(user.phone) : null,
    email: user.email,
  };
}

/**
 * Saves one of the profile forms for `userId` (the route checked the login). A refused code or a
 * number that belongs to someone else is a ServiceError; `phone` comes back to show the code form.
 */
export async function saveProfile({
  userId,
  host,
  clientIp,
  input,
}: {
  userId: number;
  /** Where the code is asked (the SMS names the restaurant), with the client's address for its limits. */
  host: CodeHost;
  clientIp: string;
  input: ProfileFormInput;
}): Promise<{ intent: ProfileFormInput["intent"]; message: string; phone?: string }> {
  switch (input.intent) {
    case "phone-code": {
      await requestCode({ host, clientIp, input: { phone: input.phone, from: "profile" } });
      return { intent: input.intent, message: "Code verstuurd", phone: displayPhone(input.phone) };
    }
    case "phone-confirm": {
      // the refusal also stands beside the code field
      await verifyLoginCode(input.phone, input.code).catch((err: unknown) => {
        if (err instanceof ServiceError) throw new ServiceError(err.message, err.status, { code: err.message });
        throw err;
      });
      if (!(await updateUserPhone(getDb(), { userId, phone: input.phone })))
        throw new ServiceError("Dit nummer hoort al bij een ander account.", 409);
      // every worker's memo of this customer (the menu's islands show the phone) goes
      await customerChanged(userId);
      return { intent: input.intent, message: "Je nummer is gewijzigd." };
    }
    case "profile": {
      const { firstName, lastName, avatar } = input;
      await updateUserProfile(getDb(), {
        userId,
        firstName: firstName || null,
        lastName: lastName || null,
        avatar: avatar || null,
      });
      await customerChanged(userId);
      return { intent: input.intent, message: "Opgeslagen" };
    }
  }
}
