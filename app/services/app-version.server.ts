// The version watch (docs/spec.md §4, docs/issues/019.md §5): the 'app' config document holds the live version and
// the update flag. Root changes it in the platform console; every open page hears it over the live
// socket (channel "config") and, when the version differs and update is 1, reloads to it.
// const doc = await currentAppVersion(); await saveAppVersion(input)
import { getDb } from "~/db.server";
import { APP_VERSION } from "~/domain/constants";
import { getConfigDocument, saveConfigDocument } from "~/models/app-config.root.server";
import { publish } from "~/realtime/bus.server";
import { CONFIG_CHANNEL } from "~/realtime/channels";
import type { AppVersionInput } from "~/schemas/app-version";

const APP_DOCUMENT = "app";
/** The event every open page gets: {name, version, update}. */
export const CONFIG_CHANGED = "config.changed";

export interface AppVersionView {
  name: string;
  version: string;
  update: 0 | 1;
}

export async function currentAppVersion(): Promise<AppVersionView> {
  const doc = await getConfigDocument(getDb(), { name: APP_DOCUMENT });
  return doc
    ? { name: doc.name, version: doc.version, update: doc.update }
    : { name: APP_DOCUMENT, version: APP_VERSION, update: 0 };
}

export async function saveAppVersion(
  input: AppVersionInput,
): Promise<{ intent: "version"; message: string; saved: AppVersionView }> {
  const doc = await saveConfigDocument(getDb(), { name: APP_DOCUMENT, version: input.version, update: input.update });
  const saved = { name: doc.name, version: doc.version, update: doc.update };
  await publish({ channel: CONFIG_CHANNEL, type: CONFIG_CHANGED, payload: saved });
  return {
    intent: "version",
    saved,
    message:
      saved.update === 1
        ? `Versie ${saved.version} opgeslagen: open apps laden nu opnieuw.`
        : `Versie ${saved.version} opgeslagen, zonder open apps te herladen.`,
  };
}
