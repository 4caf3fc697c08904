// What "Meldingen aan" shows before the browser has said whether it can do push: its row's height,
// nothing in it. The thank-you page's HTML has it; the button's module loads after hydration
// (decision 093) and keeps the same row, so nothing below it moves (CLS 0, docs/issues/023.md).
export const NOTIFY_ROW = "flex min-h-11 flex-col items-center justify-center gap-1";

export const NOTIFY_PLACEHOLDER = <div className={NOTIFY_ROW} aria-hidden="true" />;
