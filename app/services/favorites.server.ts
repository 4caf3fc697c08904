// Favourite restaurants (docs/issues/020.md §7): a customer marks the restaurant of this domain; the
// directory's "Favorieten" tile lists the marked ones (app/services/home.server.ts).
// await saveFavorite({ hostId, hostName, customerId, input: { intent: "favorite", favorite: true } });
import { getDb } from "~/db.server";
import { isFavoriteHost, setFavoriteHost } from "~/models/host-customers.server";
import type { FavoriteInput } from "~/schemas/favorites";

interface Who {
  hostId: number;
  hostName: string;
  customerId: number;
}

export async function loadFavorite({
  hostId,
  hostName,
  customerId,
}: Who): Promise<{ hostName: string; favorite: boolean }> {
  return { hostName, favorite: await isFavoriteHost(getDb(), { hostId, customerId }) };
}

export async function saveFavorite({
  hostId,
  hostName,
  customerId,
  input,
}: Who & { input: FavoriteInput }): Promise<{ intent: "favorite"; message: string; favorite: boolean }> {
  await setFavoriteHost(getDb(), { hostId, customerId, favorite: input.favorite });
  return {
    intent: "favorite",
    favorite: input.favorite,
    message: input.favorite ? `${hostName} staat bij je favorieten.` : `${hostName} is geen favoriet meer.`,
  };
}
