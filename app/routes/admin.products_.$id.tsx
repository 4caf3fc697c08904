// /admin/products/:id and /admin/products/nieuw: the product editor (docs/issues/015.md §2, §3, §8, §9).
// "products_" keeps it out of the list page's layout: its own page. Only the restaurant's own
// admins (or root). authenticate → id → parse → one service call → answer (decision 010).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { ProductEditor } from "~/components/products/product-editor/product-editor";
import { PRODUCT_NOT_FOUND, productEditSchema } from "~/schemas/product-editor";
import { actorOf } from "~/services/actor.server";
import { ServiceError } from "~/services/errors.server";
import {
  duplicateProduct,
  loadProductEditor,
  newProductDraft,
  removeProduct,
  saveProduct,
} from "~/services/product-editor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse, requireId } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction<typeof loader> = ({ data: d }) =>
  staffMeta(`${d?.product ? d.draft.name : "Nieuw product"} — Producten`);

const NEW = "nieuw";

function productIdOf(request: Request, raw: string | undefined): number | null {
  return raw === NEW ? null : requireId(request, raw, PRODUCT_NOT_FOUND);
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  const productId = productIdOf(request, params.id);
  const view = await loadOrRefuse(request, () => loadProductEditor({ hostId: host.id, productId }));
  const url = new URL(request.url);
  return {
    ...view,
    hostName: host.name,
    draft: view.product?.draft ?? newProductDraft({ tabs: view.tabs, tab: url.searchParams.get("tab") }),
    /** Just added: the page says so once. */
    added: url.searchParams.get("toegevoegd") === "1",
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { host, staff } = await requireRestaurantAdmin(context, request);
  const productId = productIdOf(request, params.id);
  const who = actorOf(staff);
  // a conflict answers 409 with the newer values (ProductConflict's detail), through formAction
  return formAction(request, productEditSchema, async (input) => {
    if (input.intent === "save") {
      const saved = await saveProduct({
        hostId: host.id,
        staff: who,
        productId,
        version: input.version ?? null,
        draft: input.draft,
      });
      if (saved.created) throw redirect(`/admin/products/${saved.id}?toegevoegd=1`);
      return { intent: input.intent, message: saved.message, version: saved.version };
    }
    if (productId === null) throw new ServiceError(PRODUCT_NOT_FOUND, 404);
    if (input.intent === "delete") {
      await removeProduct({ hostId: host.id, staff: who, productId, version: input.version });
      throw redirect("/admin/products");
    }
    const copy = await duplicateProduct({ hostId: host.id, staff: who, productId });
    throw redirect(`/admin/products/${copy.id}`);
  });
}

export default function ProductEditorPage() {
  const view = useLoaderData<typeof loader>();
  return (
    <AdminLayout title="Producten">
      <ProductEditor key={view.product?.id ?? NEW} {...view} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
