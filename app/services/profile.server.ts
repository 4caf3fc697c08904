// /admin/profile: names and avatar; a new phone number only after a code sent to that number.
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { displayPhone } from "~/domain/validation";
import { updateUserPhone, updateUserProfile } from "~/models/users.server";
import { codeSchema, firstMessage, mobileSchema, profileSchema } from "~/schemas/auth";
import { requestCode } from "~/services/auth.server";
import { verifyLoginCode } from "~/services/login-codes.server";
import { requireUser } from "~/utils/auth.server";

export async function loadProfile(context: AppLoadContext, request: Request) {
  const { user } = await requireUser(context, request);
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    avatar: user.avatar ?? "",
    phone: user.phone ? displayPhone(user.phone) : null,
    email: user.email,
  };
}

export type ProfileActionResult =
  | { intent: "profile"; ok: boolean; message: string }
  | { intent: "phone-code"; ok: boolean; message: string; phone?: string }
  | { intent: "phone-confirm"; ok: boolean; message: string; phone?: string };

const phoneCode = z.object({ phone: mobileSchema });
const phoneConfirm = z.object({ phone: mobileSchema, code: codeSchema });

export async function submitProfile(context: AppLoadContext, request: Request, form: FormData): Promise<ProfileActionResult> {
  const { user } = await requireUser(context, request);
  const body = Object.fromEntries(form);
  switch (body.intent) {
    case "phone-code": {
      const parsed = phoneCode.safeParse(body);
      if (!parsed.success) return { intent: "phone-code", ok: false, message: firstMessage(parsed.error) };
      const sent = await requestCode(context, { phone: parsed.data.phone, from: "profile" });
      if (!sent.ok) return { intent: "phone-code", ok: false, message: sent.message };
      return { intent: "phone-code", ok: true, message: "Code verstuurd", phone: displayPhone(parsed.data.phone) };
    }
    case "phone-confirm": {
      const parsed = phoneConfirm.safeParse(body);
      if (!parsed.success) return { intent: "phone-confirm", ok: false, message: firstMessage(parsed.error) };
      const phone = displayPhone(parsed.data.phone);
      const checked = await verifyLoginCode(parsed.data.phone, parsed.data.code);
      if (!checked.ok) return { intent: "phone-confirm", ok: false, message: checked.message, phone };
      if (!(await updateUserPhone(user.id, parsed.data.phone))) {
        return { intent: "phone-confirm", ok: false, message: "Dit nummer hoort al bij een ander account." };
      }
      return { intent: "phone-confirm", ok: true, message: "Je nummer is gewijzigd." };
    }
    default: {
      const parsed = profileSchema.safeParse(body);
      if (!parsed.success) return { intent: "profile", ok: false, message: firstMessage(parsed.error) };
      const { firstName, lastName, avatar } = parsed.data;
      await updateUserProfile(user.id, { firstName: firstName || null, lastName: lastName || null, avatar: avatar || null });
      return { intent: "profile", ok: true, message: "Opgeslagen" };
    }
  }
}
