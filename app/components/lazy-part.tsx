// A part of the page loaded when it is first opened (a dialog, the cart sheet). Offline, a chunk the
// service worker did not store cannot load: then the page says so in Dutch and the part closes, and the
// next open tries again (decision 088). Online, a failed load is a new deploy's chunks: that still goes
// to the error page, which reloads the page.
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "~/components/hydrated";
import { useMessages } from "~/components/messages";
import { OFFLINE_TEXT } from "~/domain/messages";

type Closable = { onClose: () => void };

export function lazyPart<P extends Closable>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Part: ComponentType<P>;
  const reset = () =>
    (Part = lazy<ComponentType<P>>(() =>
      load().then(
        (c): { default: ComponentType<P> } => ({ default: c }),
        (error: unknown) => {
          if (navigator.onLine) throw error;
          return { default: Offline as ComponentType<P> };
        },
      ),
    ) as unknown as ComponentType<P>);
  function Offline({ onClose }: Closable) {
    const { show } = useMessages();
    useEffect(() => {
      reset();
      show({ text: OFFLINE_TEXT, color: "error" });
      onClose();
    }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it could not load
    return null;
  }
  reset();
  return (props: P) => <Part {...props} />;
}

/** The idle prefetch of a part: offline it simply did not happen. */
export const prefetch = (load: () => Promise<unknown>) => void load().catch(() => {});

/**
 * A part that shows nothing in the server's HTML but its placeholder, and comes to life only in the
 * browser (the install prompt, "Meldingen aan"): its module loads after the page has hydrated, so it
 * is not in the page's startup JavaScript (decision 093). It renders `placeholder` until then, the
 * same as the server did (no layout shift); a module that cannot load leaves the placeholder.
 */
export function afterHydration(load: () => Promise<ComponentType>, placeholder: ReactNode = null): ComponentType {
  const Part = lazy<ComponentType>(() =>
    load().then(
      (c): { default: ComponentType } => ({ default: c }),
      () => ({ default: () => <>{placeholder}</> }),
    ),
  );
  return function AfterHydration() {
    const hydrated = useHydrated();
    if (!hydrated) return <>{placeholder}</>;
    return (
      <Suspense fallback={placeholder}>
        <Part />
      </Suspense>
    );
  };
}
