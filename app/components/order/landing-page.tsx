// The page around the thank-you sequence, shared by /thanks/{index} and /order/[{type}/]{index}.
import { DefaultLayout } from "~/components/layouts";
import { NotFoundLanding, ThankYou, type ThankYouProps } from "~/components/order/thank-you";

export function LandingPage(props: ({ found: false } | ({ found: true } & ThankYouProps)) & { title: string }) {
  return (
    <DefaultLayout title={props.found ? props.hostName : props.title}>
      {props.found ? <ThankYou {...props} /> : <NotFoundLanding />}
    </DefaultLayout>
  );
}
