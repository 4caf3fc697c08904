// The page around the checkout form: empty cart and paused restaurant handled before the form.
import { Link } from "@remix-run/react";
import { CheckoutForm, type CheckoutProps } from "~/components/checkout/checkout-form";
import { DefaultLayout } from "~/components/layouts";

export function CheckoutPage(props: CheckoutProps) {
  return (
    <DefaultLayout title={props.hostName} website>
      <h1 className="px-4 pt-6 text-2xl font-extrabold">Afrekenen</h1>
      {props.paused ? (
        <p role="alert" className="m-4 rounded-xl bg-amber-100 p-3 font-semibold text-amber-900">
          {props.hostName} neemt op dit moment geen bestellingen aan.
        </p>
      ) : null}
      {props.cart.items.length === 0 ? (
        <div className="p-4">
          <p className="mb-4 text-stone-700">Je winkelmandje is leeg</p>
          <Link to="/" className="inline-flex min-h-12 items-center rounded-full bg-primary px-5 font-semibold text-on-primary">
            Naar het menu
          </Link>
        </div>
      ) : (
        <CheckoutForm {...props} />
      )}
    </DefaultLayout>
  );
}
