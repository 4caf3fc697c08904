// The ?restaurant=<id> filter of the financial overview and its CSV (docs/issues/017.md §7, "Bad input"): root
// picks any restaurant on the platform domain; on a restaurant's own domain an admin may name only
// her own — another tenant's id is refused in Dutch (403), never shown.
import { refusal, requireId } from "~/http/http.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

export const OTHER_RESTAURANT = "Je ziet alleen de cijfers van je eigen restaurant.";
const PICK_RESTAURANT = "Kies een restaurant.";

const param = (request: Request) => new URL(request.url).searchParams.get("restaurant");

/** Root's optional filter: null for all restaurants, an id, or a Dutch 404 for anything else. */
export function restaurantFilter(request: Request): number | null {
  const raw = param(request);
  return raw === null || raw === "" ? null : requireId(request, raw, HOST_NOT_FOUND);
}

/** Root's CSV names one restaurant: a Dutch 400 without one, a 404 for what is no id. */
export function requiredRestaurant(request: Request): number {
  const id = restaurantFilter(request);
  if (id === null) throw refusal(request, 400, PICK_RESTAURANT, { restaurant: PICK_RESTAURANT });
  return id;
}

/** On a restaurant's domain the filter can only name that restaurant. */
export function ownRestaurantOnly(request: Request, hostId: number): void {
  const raw = param(request);
  if (raw !== null && raw !== "" && raw !== String(hostId)) throw refusal(request, 403, OTHER_RESTAURANT);
}
