// The page around the thank-you sequence, shared by /thanks/{index} and /order/[{type}/]{index}.
import { DefaultLayout } from "~/components/layouts";
import { NotFoundLanding, ThankYou, WinBackLanding, type ThankYouProps } from "~/components/order/thank-you";

type Missing = { found: false; welcome: { hostName: string; source: string } | null };

export function LandingPage(props: (Missing | ({ found: true } & ThankYouProps)) & { title: string }) {
  if (props.found) {
    return (
      <DefaultLayout title={props.hostName}>
        <ThankYou {...props} />
      </DefaultLayout>
    );
  }
  return (
    <DefaultLayout title={props.welcome?.hostName ?? props.title}>
      {props.welcome ? <WinBackLanding {...props.welcome} /> : <NotFoundLanding />}
    </DefaultLayout>
  );
}
