// The confirm dialog on the board, loaded when it is first opened (decision 101): every card had one,
// closed, in its DOM and in the board's startup JavaScript. It renders only while open; offline,
// before its chunk was loaded, the page says so and the dialog stays closed (decision 088).
import { Suspense, type ComponentProps } from "react";
import { lazyPart } from "~/components/lazy-part";
import type { ConfirmDialog } from "~/components/confirm-dialog";

const Dialog = lazyPart(() => import("~/components/confirm-dialog").then((m) => m.ConfirmDialog));

export function ConfirmLater(props: ComponentProps<typeof ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
