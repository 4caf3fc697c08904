// /admin/users forms: add a person by name and mobile number with a role, change someone's role, send
// someone a new login link, remove someone.
import { z } from "zod";
import { MAX_ID } from "~/domain/ids";
import { idField } from "~/schemas/ids";
import type { PageInfo } from "~/domain/customers";
import { ROLES, type Role } from "~/domain/menu";
import { UNKNOWN_ACTION, HOST_NOT_FOUND } from "~/domain/messages";

export const STAFF_NOT_FOUND = "Medewerker niet gevonden.";
const id = z.coerce
  .number({ message: STAFF_NOT_FOUND })
  .int(STAFF_NOT_FOUND)
  .min(1, STAFF_NOT_FOUND)
  .max(MAX_ID, STAFF_NOT_FOUND);
const role = z.enum(ROLES.map((r) => r.value) as [Role, ...Role[]], { message: "Kies een rol." });

export const staffFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add"),
      // the name the list shows (docs/issues/033.md §9): without it the list showed a bare phone number
      name: z.string({ message: "Verplicht." }).trim().min(1, "Verplicht.").max(60, "Maximaal 60 tekens"),
      phone: z.string({ message: "Verplicht." }).trim().min(1, "Verplicht.").max(20, "Ongeldig nummer"),
      role,
    }),
    z.object({ intent: z.literal("role"), id, role }),
    z.object({ intent: z.literal("remove"), id }),
    // "Link opnieuw sturen": a new single-use login link by SMS
    z.object({ intent: z.literal("resend"), id }),
  ],
  { message: UNKNOWN_ACTION },
);

export type StaffForm = z.infer<typeof staffFormSchema>;

/** One person on /admin/users, as the page shows them. */
export interface StaffMember {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  role: Role | null;
  roleLabel: string;
  isMe: boolean;
}

/** Root on the platform domain opens one restaurant's staff page (a login hop). */
export const openStaffAtHostSchema = z.object({ hostId: idField(HOST_NOT_FOUND) }, { message: "Ongeldige invoer." });

/** Root's "Gebruikers" page: one person of the platform. */
export interface PlatformUserItem {
  id: number;
  name: string;
  contact: string;
  role: string;
  organisation: string | null;
  hosts: Array<{ id: number; name: string }>;
}

export interface PlatformUsersView {
  scope: "platform";
  q: string;
  total: number;
  page: PageInfo;
  users: PlatformUserItem[];
}
