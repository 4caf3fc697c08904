// What the upload screens share (menu import, Thuisbezorgd export): the size the browser refuses
// before sending (the server refuses it too: 413), the file field's look, and the progress bar's
// value while a long import runs (docs/spec.md §9: 5000 ms, throttle 200 ms).
import { useEffect, useState } from "react";
import { PROGRESS_THROTTLE_MS, progressAt } from "~/domain/progress";

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const fileInput =
  "block w-full rounded-lg border border-stone-500 bg-white p-2 text-base file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-stone-200 file:px-4 file:font-semibold";

/** The progress bar's value (0–100) while `running`, null otherwise. */
export function useProgress(running: boolean): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (!running) return setValue(null);
    const start = Date.now();
    setValue(0);
    const timer = setInterval(() => setValue(progressAt(Date.now() - start)), PROGRESS_THROTTLE_MS);
    return () => clearInterval(timer);
  }, [running]);
  return value;
}
