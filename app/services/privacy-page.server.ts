// The privacy page's data (decision 081): the restaurant's own details and settings, turned into
// what the page says by domain/privacy.ts. The platform (no restaurant) gets Bestelinfo's page.
import { getDb } from "~/db.server";
import { privacyView, type PrivacyView } from "~/domain/privacy-page";
import { RETENTION, type RetentionRow } from "~/domain/retention";
import { getHost } from "~/models/hosts.server";
import { getMarketplaceLink } from "~/models/marketplace.server";
import { ServiceError } from "~/services/errors.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

export interface PrivacyPageView extends PrivacyView {
  retention: readonly RetentionRow[];
}

const ALL_METHODS = ["cash", "pin", "ideal"] as const;

export async function loadPrivacy({ hostId }: { hostId: number | null }): Promise<PrivacyPageView> {
  if (hostId === null) {
    return { ...privacyView({ restaurant: null, ideal: false, thuisbezorgd: false }), retention: RETENTION };
  }
  const db = getDb();
  const [host, link] = await Promise.all([getHost(db, { hostId }), getMarketplaceLink(db, { hostId })]);
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const offered = [
    ...(host.settings.payment?.pickup ?? ALL_METHODS),
    ...(host.settings.payment?.deliver ?? ALL_METHODS),
  ];
  const kvk = typeof host.settings.kvk === "string" && host.settings.kvk ? host.settings.kvk : null;
  return {
    ...privacyView({
      restaurant: {
        name: host.name,
        address: host.address,
        zipcode: host.zipcode,
        city: host.city,
        kvk,
        email: host.email,
        phone: host.phone,
      },
      ideal: offered.includes("ideal"),
      thuisbezorgd: link !== null,
    }),
    retention: RETENTION,
  };
}
