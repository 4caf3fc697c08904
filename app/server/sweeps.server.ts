// The sweeps: what runs on a timer for the whole machine, started by main.server.ts in one process
// only (worker 0 of several, and not with SWEEPS=off). Each returns its stop.
// const sweeps = startSweeps(sessionsInDatabase); … for (const stop of sweeps) stop();
import { startEscalationSweep } from "~/services/escalation.server";
import { startPlannedReleaseSweep } from "~/services/planned-release.server";
import { startRetentionSweep } from "~/services/retention.server";
import { startSessionPrune } from "~/server/pg-session-store.server";
import { startThuisbezorgdWatchdog } from "~/services/thuisbezorgd.server";
import { sweepMarketplacePushes } from "~/services/marketplace-push.server";

/**
 * What runs on a timer for the whole machine, in one process only (worker 0 of several): orders left
 * unaccepted text the admin phone (docs/issues/006.md), planned orders reach the board when due
 * (docs/issues/012.md §6), personal data past its retention goes (decision 078), the marketplace
 * watchdog places what a stopped process received (docs/issues/018.md) and, with sessions in
 * PostgreSQL, expired sessions go.
 */
export function startSweeps(sessionsInDatabase: boolean): Array<() => void> {
  return [
    startEscalationSweep(),
    startPlannedReleaseSweep(),
    startRetentionSweep(),
    startThuisbezorgdWatchdog(undefined, sweepMarketplacePushes),
    ...(sessionsInDatabase ? [startSessionPrune()] : []),
  ];
}
