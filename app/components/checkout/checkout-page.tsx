// The page around the checkout form: empty cart and paused restaurant handled before the form.
import { Link, useFetcher } from "@remix-run/react";
import { CheckoutForm, PLACE_ORDER, type CheckoutProps, type PlaceAnswer } from "~/components/checkout/checkout-form";
import { DefaultLayout } from "~/components/layouts";
import { AppWatch } from "~/components/pwa/app-watch";
import { CART_EMPTY } from "~/domain/messages";

export function CheckoutPage(props: CheckoutProps) {
  // a placed order redirects to its thank-you page; until then say what is happening
  const placed = useFetcher<PlaceAnswer>({ key: PLACE_ORDER });
  return (
    <DefaultLayout title={props.hostName} website>
      <AppWatch />
      <h1 className="px-4 pt-6 text-2xl font-extrabold">Afrekenen</h1>
      {props.paused ? (
        <p role="alert" className="m-4 rounded-xl bg-amber-100 p-3 font-semibold text-amber-900">
          {props.hostName} neemt op dit moment geen bestellingen aan.
        </p>
      ) : null}
      {placed.state !== "idle" ? (
        <p role="status" className="p-4 text-lg font-semibold">
          Je bestelling wordt geplaatst…
        </p>
      ) : props.cart.items.length === 0 ? (
        <div className="p-4">
          <p className="mb-4 text-stone-700">{CART_EMPTY}</p>
          <Link
            to="/"
            className="inline-flex min-h-12 items-center rounded-full bg-primary px-5 font-semibold text-on-primary"
          >
            Naar het menu
          </Link>
        </div>
      ) : (
        <CheckoutForm {...props} />
      )}
    </DefaultLayout>
  );
}
