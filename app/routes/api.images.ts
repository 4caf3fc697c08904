// POST /api/images: a restaurant admin uploads a photo (a product's, the banner, the logo) or removes
// one of the restaurant's images (docs/issues/015.md §5, docs/issues/016.md §2). One upload for every screen: the
// product editor and /admin/settings/uiterlijk post here from components/images/image-field.
// The body may be 10 MB here only (server/body-limit.server.ts).
import type { ActionFunctionArgs } from "@remix-run/node";
import { imageActionSchema } from "~/schemas/images";
import { removeImage, uploadImage } from "~/services/images.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { apiAction } from "~/http/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const { host, staff } = await requireRestaurantAdmin(context, request);
  return apiAction(request, imageActionSchema, async (input) => {
    if (input.intent === "delete") return removeImage({ hostId: host.id, imageId: input.id });
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    return { image: await uploadImage({ hostId: host.id, userId: staff.user.id, kind: input.kind, bytes }) };
  });
}
