// /admin/settings/berichten: every customer message situation with our default and the host's
// own wording, and saving one override (empty = back to our default). Always the current host.
// await loadTemplateSettings(context); await saveTemplateOverride(context, {type, sub, message})
import type { AppLoadContext } from "@remix-run/node";
import { getDb } from "~/db.server";
import { DEFAULT_TEMPLATES } from "~/domain/message-templates";
import { isTemplateKey, templateId, templateLabel, TEMPLATE_PLACEHOLDERS } from "~/domain/template-settings";
import { deleteHostTemplate, listHostTemplates, saveHostTemplate } from "~/models/notification-templates.server";
import type { TemplateOverride } from "~/schemas/notification-templates";
import { ServiceError } from "~/services/errors.server";

function currentHost(context: AppLoadContext) {
  if (context.tenant.kind !== "host") throw new ServiceError("Geen restaurant.", 404);
  return context.tenant.host;
}

export interface TemplateSetting {
  id: string;
  type: string;
  sub: string;
  label: string;
  fallback: string;
  custom: string | null;
}

export async function loadTemplateSettings(context: AppLoadContext) {
  const host = currentHost(context);
  const own = new Map((await listHostTemplates(getDb(), host.id)).map((r) => [`${r.type}/${r.sub}`, r.message]));
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

export async function saveTemplateOverride(context: AppLoadContext, input: TemplateOverride): Promise<{ id: string; custom: string | null }> {
  const host = currentHost(context);
  const key = { type: input.type, sub: input.sub };
  if (!isTemplateKey(key)) throw new ServiceError("Onbekend bericht.", 400);
  if (input.message === "") await deleteHostTemplate(getDb(), { hostId: host.id, key });
  else await saveHostTemplate(getDb(), { hostId: host.id, key, message: input.message });
  return { id: templateId(key), custom: input.message || null };
}
