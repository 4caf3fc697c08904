// /admin/settings/printers (docs/issues/007.md): the restaurant's CloudPRNT printers with their status, add
// and remove, a test print, and "Automatisch afdrukken bij accepteren". Admins of the restaurant's
// own organisation (or root); another restaurant's printer is simply not found.
import { hostChanged } from "~/realtime/invalidation.server";
import { getDb } from "~/db.server";
import { macOnlyAllowed, MAC_ONLY_UNTIL, normaliseMac, printerStatusLine, type Codepage } from "~/domain/cloudprnt";
import { paperOf, type Paper } from "~/domain/receipt";
import { getHost, setHostSetting } from "~/models/hosts.server";
import {
  deletePrinter,
  getPrinter,
  insertPrinter,
  listPrinters,
  queueJobs,
  setPrinterSecret,
} from "~/models/printers.server";
import { isUniqueViolation } from "~/models/unique.server";
import { hashPrinterSecret, newPrinterSecret } from "~/services/cloudprnt.server";
import { dayKey } from "~/domain/amsterdam-time";
import type { PrinterForm } from "~/schemas/printers";
import { ServiceError } from "~/services/errors.server";
import type { AuditChange } from "~/domain/audit";
import { recordAudit } from "~/services/audit-log.server";
import type { Actor } from "~/schemas/actor";

export interface PrinterView {
  id: number;
  name: string;
  mac: string;
  paper: Paper;
  paperLabel: string;
  active: boolean;
  online: boolean;
  status: string;
  lastStatus: string | null;
  /** false: added before docs/issues/022.md, still on its MAC alone (the page says what to re-enter) */
  hasKey: boolean;
  codepage: Codepage;
  buzzer: boolean;
}

export interface PrinterSettingsView {
  hostName: string;
  autoPrint: boolean;
  printers: PrinterView[];
  /** What to enter as the server URL in the printer's CloudPRNT settings. */
  endpoint: string;
  /** Printers without a key: served on their MAC alone until this day ("1 maart 2027"), then refused. */
  macOnlyUntil: string;
  macOnlyOver: boolean;
}

/** A new key, shown once right after "Toevoegen" or "Nieuwe sleutel": never stored, never shown again. */
export interface NewKey {
  printer: string;
  serverUrl: string;
  secret: string;
}

/** What a change answers: its message, and the new key once after "Toevoegen" or "Nieuwe sleutel". */
export interface PrinterSettingsDone {
  intent: PrinterForm["intent"];
  message: string;
  key?: NewKey;
}

/** The printers' server URL on this site: what the settings page shows, with the key appended. */
export const printerEndpoint = (origin: string) => `${origin}/api/cloudprnt`;
const serverUrl = (origin: string, secret: string) => `${printerEndpoint(origin)}?key=${secret}`;
const PRINTER_NOT_FOUND = "Printer niet gevonden.";

export async function loadPrinterSettings({
  host,
  origin,
  now = new Date(),
}: {
  host: { id: number; name: string };
  origin: string;
  now?: Date;
}): Promise<PrinterSettingsView> {
  const db = getDb();
  const [full, printers] = await Promise.all([getHost(db, { hostId: host.id }), listPrinters(db, { hostId: host.id })]);
  return {
    hostName: host.name,
    autoPrint: Boolean(full?.settings.autoPrint),
    endpoint: printerEndpoint(origin),
    macOnlyUntil: dayKey(MAC_ONLY_UNTIL).split("-").reverse().join("-"),
    macOnlyOver: !macOnlyAllowed(now),
    printers: printers.map((p) => {
      const line = printerStatusLine(p.lastPollAt, now);
      return {
        id: p.id,
        name: p.name,
        mac: p.mac,
        paper: p.paper,
        paperLabel: paperOf(p.paper).label,
        active: p.active,
        online: line.online,
        status: line.text,
        lastStatus: p.lastStatus,
        hasKey: p.hasSecret,
        codepage: p.codepage,
        buzzer: p.buzzer,
      };
    }),
  };
}

/** One change to the restaurant's printers; refuses (ServiceError) a bad MAC, a MAC in use, another restaurant's printer. */
export async function submitPrinterSettings({
  host,
  actor,
  origin,
  input: form,
}: {
  host: { id: number; organisationId: number | null };
  actor: Actor;
  origin: string;
  input: PrinterForm;
}): Promise<PrinterSettingsDone> {
  const db = getDb();
  // the audit log (docs/issues/016.md §7, decision 021): the key itself never, only that a new one was made
  const audit = (summary: string, changes: AuditChange[]) =>
    recordAudit(db, {
      hostId: host.id,
      organisationId: host.organisationId,
      actor,
      area: "printers",
      summary,
      changes,
    });
  switch (form.intent) {
    case "add": {
      const mac = normaliseMac(form.mac);
      if (!mac) throw new ServiceError("Ongeldig mac adres", 400, { mac: "Ongeldig mac adres" });
      const secret = newPrinterSecret();
      try {
        await insertPrinter(db, {
          hostId: host.id,
          name: form.name,
          mac,
          paper: form.paper,
          secretHash: hashPrinterSecret(secret),
          codepage: form.codepage,
          buzzer: form.buzzer === "on",
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const message = "Dit mac adres is al in gebruik voor een printer.";
        throw new ServiceError(message, 409, { mac: message });
      }
      await audit("Printer toegevoegd", [
        { field: "printer", label: "Printer", old: null, new: `${form.name} (${mac})` },
      ]);
      const key = { printer: form.name, serverUrl: serverUrl(origin, secret), secret };
      return { intent: form.intent, message: `Printer ${form.name} is toegevoegd.`, key };
    }
    case "newkey": {
      const printer = await getPrinter(db, { hostId: host.id, id: form.id });
      if (!printer) throw new ServiceError(PRINTER_NOT_FOUND, 404);
      const secret = newPrinterSecret();
      await setPrinterSecret(db, { hostId: host.id, id: printer.id, secretHash: hashPrinterSecret(secret) });
      await audit("Nieuwe printersleutel", [
        { field: "printerSecret", label: `Sleutel van ${printer.name}`, old: "x", new: "x" },
      ]);
      const key = { printer: printer.name, serverUrl: serverUrl(origin, secret), secret };
      return { intent: form.intent, message: `Nieuwe sleutel voor ${printer.name}. De oude werkt niet meer.`, key };
    }
    case "remove": {
      const printer = await getPrinter(db, { hostId: host.id, id: form.id });
      if (!printer || !(await deletePrinter(db, { hostId: host.id, id: form.id })))
        throw new ServiceError(PRINTER_NOT_FOUND, 404);
      await audit("Printer verwijderd", [{ field: "printer", label: "Printer", old: printer.name, new: null }]);
      return { intent: form.intent, message: "De printer is verwijderd." };
    }
    case "test": {
      const printer = await getPrinter(db, { hostId: host.id, id: form.id });
      if (!printer) throw new ServiceError(PRINTER_NOT_FOUND, 404);
      await queueJobs(db, { hostId: host.id, orderId: null, printerIds: [printer.id], requestedBy: actor.userId });
      return { intent: form.intent, message: `Testafdruk staat klaar voor ${printer.name}.` };
    }
    case "autoprint": {
      const on = form.autoPrint === "on";
      const before = (await getHost(db, { hostId: host.id }))?.settings.autoPrint === true;
      await setHostSetting(db, { hostId: host.id, key: "autoPrint", value: on });
      if (before !== on)
        await audit("Automatisch afdrukken", [
          { field: "autoPrint", label: "Afdrukken bij accepteren", old: before ? "ja" : "nee", new: on ? "ja" : "nee" },
        ]);
      await hostChanged(host.id);
      return {
        intent: form.intent,
        message: on ? "Bestellingen worden afgedrukt bij accepteren." : "Automatisch afdrukken staat uit.",
      };
    }
  }
}
