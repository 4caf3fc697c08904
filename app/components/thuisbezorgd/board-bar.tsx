// Above the board's cards (docs/issues/018.md §4, §6): Thuisbezorgd's "offline" / backup-flow banner, and in
// development the simulator's "Stuur een testbestelling via Thuisbezorgd" for staff.
import { useFetcher } from "@remix-run/react";
import type { ThuisbezorgdBoard } from "~/schemas/thuisbezorgd-board";
import { buttonSecondary } from "~/components/ui/classes";

export function ThuisbezorgdBar({ info }: { info: ThuisbezorgdBoard | undefined }) {
  const fetcher = useFetcher<{ result: "OK" } | { result: "ERROR"; message: string }>();
  if (!info || (!info.banner && !info.testOrder)) return null;
  const answer = fetcher.data;
  return (
    <div className="mb-3 space-y-2">
      {info.banner ? (
        <p role="alert" className="rounded-xl bg-amber-200 p-3 text-lg font-bold text-amber-950">
          {info.banner}
        </p>
      ) : null}
      {info.testOrder ? (
        <fetcher.Form
          method="post"
          action="/api/thuisbezorgd/testbestelling"
          className="flex flex-wrap items-center gap-3"
        >
          <button type="submit" disabled={fetcher.state !== "idle"} className={`${buttonSecondary} bg-white`}>
            Stuur een testbestelling via Thuisbezorgd
          </button>
          {answer?.result === "ERROR" ? (
            <span role="alert" className="font-semibold text-red-800">
              {answer.message}
            </span>
          ) : null}
        </fetcher.Form>
      ) : null}
    </div>
  );
}
