// The restaurant's marketplace commission (docs/issues/017.md §4, docs/issues/018.md §7, decision 056): the rates the
// owner set on /admin/settings/thuisbezorgd, each from a date on, and the default when none holds.
// The statistics read them per order in SQL (models/commission.server.ts).
import { getDb } from "~/db.server";
import { calendarDate, dayLabelLong } from "~/domain/amsterdam-time";
import {
  commissionLabel,
  DEFAULT_COMMISSION,
  FEE_INVALID,
  FROM_INVALID,
  isEffectiveDay,
  parsePerOrderFee,
  parsePercent,
  PERCENT_INVALID,
  rateOn,
} from "~/domain/commission";
import { dayText } from "~/domain/finance-period";
import { getHost } from "~/models/hosts.server";
import { deleteCommissionRate, listCommissionRates, putCommissionRate } from "~/models/commission.server";
import type { CommissionInput, CommissionView } from "~/schemas/commission";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

export async function loadCommission({
  hostId,
  now = new Date(),
}: {
  hostId: number;
  now?: Date;
}): Promise<CommissionView> {
  const rates = await listCommissionRates(getDb(), { hostId });
  const today = dayText(calendarDate(now));
  const current = rateOn(rates, today);
  return {
    rates: rates.map((r) => ({
      from: r.effectiveFrom,
      fromLabel: dayLabelLong(r.effectiveFrom),
      label: commissionLabel(r),
    })),
    defaultLabel: commissionLabel(DEFAULT_COMMISSION),
    current: commissionLabel(current),
  };
}

const NOT_SET = "Voor die datum is geen tarief ingesteld.";

export async function saveCommission({
  hostId,
  input,
  actor,
}: {
  hostId: number;
  input: CommissionInput;
  actor: Actor;
}): Promise<{ intent: CommissionInput["intent"]; message: string }> {
  const db = getDb();
  if (!isEffectiveDay(input.from)) throw new ServiceError(FROM_INVALID, 400, { from: FROM_INVALID });
  const host = await getHost(db, { hostId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const audit = (summary: string, value: string | null) =>
    recordAudit(db, {
      hostId,
      organisationId: host.organisationId,
      actor,
      area: "orders",
      summary,
      changes: [{ field: "commission", label: `Commissie vanaf ${input.from}`, old: null, new: value }],
    });
  if (input.intent === "commission-delete") {
    if (!(await deleteCommissionRate(db, { hostId, effectiveFrom: input.from }))) throw new ServiceError(NOT_SET, 404);
    await audit("Thuisbezorgd-commissie verwijderd", null);
    return { intent: input.intent, message: `Het tarief vanaf ${input.from} is verwijderd.` };
  }
  const percentHundredths = parsePercent(input.percent);
  const perOrderCents = parsePerOrderFee(input.fee);
  const fields: Record<string, string> = {};
  if (percentHundredths === null) fields.percent = PERCENT_INVALID;
  if (perOrderCents === null) fields.fee = FEE_INVALID;
  if (percentHundredths === null || perOrderCents === null)
    throw new ServiceError(fields.percent ?? fields.fee, 400, fields);
  const rate = { effectiveFrom: input.from, percentHundredths, perOrderCents };
  await putCommissionRate(db, { hostId, rate });
  await audit("Thuisbezorgd-commissie ingesteld", commissionLabel(rate));
  return { intent: input.intent, message: `Opgeslagen: ${commissionLabel(rate)} vanaf ${input.from}.` };
}
