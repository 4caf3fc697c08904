// A message that hides itself after 2 s (docs/spec.md §8: auth and server errors vanish after 2 s).
import { useCallback, useEffect, useRef, useState } from "react";
import { ERROR_MESSAGE_MS } from "~/domain/constants";

export function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(null), ERROR_MESSAGE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}

export function FlashMessage({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-6 text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}
