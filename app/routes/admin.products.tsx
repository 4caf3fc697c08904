// /admin/products: the restaurant's admin manages its menu (docs/spec.md §2 "Products", docs/issues/015.md).
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { BulkToolbar } from "~/components/products/bulk-toolbar";
import { ProductList } from "~/components/products/product-list";
import { productFormSchema } from "~/schemas/products";
import { loadProducts, submitProducts } from "~/services/products-admin.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { assertPost, formAction } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Producten");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadProducts({ host, query: new URL(request.url).searchParams.get("q") ?? "" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const { host, staff } = await requireRestaurantAdmin(context, request);
  // formAction's readBody keeps a field sent more than once (a drag's `order`) as a list
  return formAction(request, productFormSchema, (input) => submitProducts({ host, actor: staff, input }));
}

export default function ProductsPage() {
  const data = useLoaderData<typeof loader>();
  // a form posted without scripts: its answer above the list (fetchers show theirs in place)
  const answer = useActionData<typeof action>();
  return (
    <AdminLayout title="Producten">
      <BulkToolbar />
      <ProductList {...data} answer={answer ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
