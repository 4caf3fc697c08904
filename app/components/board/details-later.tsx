// A card's <details> whose content loads at its first open (decision 101): the summary is in the
// server's HTML and the first frame, the form it opens onto comes as its own chunk at the first tap
// and stays mounted from then on (what was typed, a refund's request key, survive closing and opening
// again). Offline before that chunk was loaded, lazyPart says so and the details close (decision 088).
import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

/** What the part gets besides its own props: whether the details are open, and how to close them. */
export type Opened = { open: boolean; onClose: () => void };

export function DetailsLater<P extends object>({
  summary,
  className,
  summaryClassName,
  part: Part,
  props,
}: {
  summary: ReactNode;
  className?: string;
  summaryClassName: string;
  /** a `lazyPart` */
  part: ComponentType<P & Opened>;
  props: P;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // opened before the page hydrated: the toggle came before React listened
  useEffect(() => {
    if (ref.current?.open) {
      setOpen(true);
      setLoaded(true);
    }
  }, []);
  const close = () => {
    if (ref.current) ref.current.open = false;
    setLoaded(false);
  };
  const partProps = { ...props, open, onClose: close } as P & Opened;
  return (
    <details
      ref={ref}
      className={className}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        setOpen(now);
        if (now) setLoaded(true);
      }}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {loaded ? (
        <Suspense fallback={null}>
          <Part {...partProps} />
        </Suspense>
      ) : null}
    </details>
  );
}
