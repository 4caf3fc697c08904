// The page's one polite live region (decision 074): what a keyboard or screen-reader user must hear
// after an action that changes nothing under their focus ("Salami toegevoegd — winkelwagen: …",
// "Bestelling 6 geaccepteerd", "Stap 2 van 4: Je gegevens"). useAnnounce()(text) from any component;
// the root renders the region once. Each message is a new node, so the same words twice are heard twice.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type Announce = (text: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; n: number }>({ text: "", n: 0 });
  const announce = useCallback<Announce>((text) => setMessage((m) => ({ text, n: m.n + 1 })), []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-announcer="">
        {message.text ? <span key={message.n}>{message.text}</span> : null}
      </div>
    </AnnounceContext.Provider>
  );
}

export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}
