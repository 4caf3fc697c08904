// What every page of a customer shows about their unfinished iDEAL order (docs/spec.md §2): an open
// payment sends them back to its payment page once the app has loaded (not on the order's own
// return page, which is where the payment page sends them); a failed one shows the banner.
import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";

export function PaymentNotice({
  redirect,
  banner,
}: {
  redirect: string | null;
  banner: { text: string; href: string } | null;
}) {
  const { pathname } = useLocation();
  const onOrderPage = pathname.startsWith("/thanks/") || pathname.startsWith("/order/");
  useEffect(() => {
    if (redirect && !onOrderPage) window.location.assign(redirect);
  }, [redirect, onOrderPage]);
  if (!banner || pathname === banner.href) return null;
  return (
    <div role="alert" className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-950">
      <Link to={banner.href} className="underline underline-offset-2">
        {banner.text}
      </Link>
    </div>
  );
}
