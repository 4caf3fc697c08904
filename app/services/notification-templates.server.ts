// /admin/settings/berichten: every customer message situation with our default and the host's
// own wording, and saving one override (empty = back to our default). Always the current host.
// await loadTemplateSettings(host); await saveTemplateOverride({ hostId, input: {type, sub, message} })
import { getDb } from "~/db.server";
import { DEFAULT_TEMPLATES } from "~/domain/message-templates";
import { isTemplateKey, templateId, templateLabel, TEMPLATE_PLACEHOLDERS } from "~/domain/template-settings";
import { deleteHostTemplate, listHostTemplates, saveHostTemplate } from "~/models/notification-templates.server";
import type { TemplateOverride } from "~/schemas/notification-templates";
import { ServiceError } from "~/services/errors.server";

export interface TemplateSetting {
  id: string;
  type: string;
  sub: string;
  label: string;
  fallback: string;
  custom: string | null;
}

export async function loadTemplateSettings(host: { id: number; name: string }) {
  const own = new Map(
    (await listHostTemplates(getDb(), { hostId: host.id })).map((r) => [`${r.type}/${r.sub}`, r.message]),
  );
  const templates: TemplateSetting[] = DEFAULT_TEMPLATES.map((t) => ({
    id: templateId(t),
    type: t.type,
    sub: t.sub,
    label: templateLabel(t),
    fallback: t.message,
    custom: own.get(templateId(t)) ?? null,
  }));
  return { hostName: host.name, placeholders: TEMPLATE_PLACEHOLDERS, templates };
}

export async function saveTemplateOverride({
  hostId,
  input,
}: {
  hostId: number;
  input: TemplateOverride;
}): Promise<{ id: string; custom: string | null }> {
  const key = { type: input.type, sub: input.sub };
  if (!isTemplateKey(key)) throw new ServiceError("Onbekend bericht.", 400);
  if (input.message === "") await deleteHostTemplate(getDb(), { hostId, key });
  else await saveHostTemplate(getDb(), { hostId, key, message: input.message });
  return { id: templateId(key), custom: input.message || null };
}
