// /admin/products/:id and /admin/products/nieuw: the product editor (issue 15 §2, §3, §8, §9).
// "products_" keeps it out of the list page's layout: its own page. Only the restaurant's own
// admins (or root). authenticate → id → parse → one service call → answer (decision 010).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { ProductEditor, type EditorAnswer } from "~/components/products/product-editor";
import { issueFields } from "~/schemas/issues";
import { PRODUCT_NOT_FOUND, productEditSchema, type ProductEditIntent } from "~/schemas/product-editor";
import { ServiceError } from "~/services/errors.server";
import { duplicateProduct, editorStaff, loadProductEditor, newProductDraft, ProductConflict, removeProduct, saveProduct } from "~/services/product-editor.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";
import { assertPost, formRefused, loadOrRefuse, readBody, refusal, requireId } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data: d }) => staffMeta(`${d?.product ? d.draft.name : "Nieuw product"} — Producten`);

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
    draft: view.product?.draft ?? newProductDraft(view.tabs, url.searchParams.get("tab")),
    /** Just added: the page says so once. */
    added: url.searchParams.get("toegevoegd") === "1",
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const { host, staff } = await requireRestaurantAdmin(context, request);
  const productId = productIdOf(request, params.id);
  const raw = await readBody(request, ["form"]);
  const intent = String((raw as { intent?: unknown } | null)?.intent ?? "") as ProductEditIntent;
  const parsed = productEditSchema.safeParse(raw);
  if (!parsed.success) {
    const { message, fields } = issueFields(parsed.error);
    return formRefused(intent, 400, message, fields);
  }
  const input = parsed.data;
  const who = editorStaff(staff);
  try {
    if (input.intent === "save") {
      const saved = await saveProduct({ hostId: host.id, staff: who, productId, version: input.version ?? null, draft: input.draft });
      if (saved.created) throw redirect(`/admin/products/${saved.id}?toegevoegd=1`);
      const answer: EditorAnswer = { intent: "save", ok: true, message: saved.message, version: saved.version };
      return data(answer);
    }
    if (productId === null) throw refusal(request, 404, PRODUCT_NOT_FOUND);
    if (input.intent === "delete") {
      await removeProduct({ hostId: host.id, staff: who, productId, version: input.version });
      throw redirect("/admin/products");
    }
    const copy = await duplicateProduct({ hostId: host.id, staff: who, productId });
    throw redirect(`/admin/products/${copy.id}`);
  } catch (err) {
    if (err instanceof ProductConflict) {
      const answer: EditorAnswer = { intent, ok: false, message: err.message, current: err.current };
      return data(answer, { status: 409 });
    }
    if (err instanceof ServiceError) return formRefused(intent, err.status, err.message, err.fields);
    throw err;
  }
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
