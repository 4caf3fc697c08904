// Sessions that end on one instance close their live sockets on every instance (docs/issues/012.md §3): a
// logout (that session) or a role change / removal (every session of that user) is published on the
// bus's control channel, which no browser can join; each instance's ws server closes the matching
// sockets with SESSION_ENDED_CLOSE, and the page reloads into the login (components/live/use-live.ts).
// The session id itself never travels: its hash is enough to match.
import crypto from "node:crypto";
import { publish } from "~/realtime/bus.server";
import { CONTROL_CHANNEL } from "~/realtime/channels";

export const SESSION_ENDED = "session.ended" as const;
export const USER_SESSIONS_ENDED = "user.sessions.ended" as const;

export function sessionHash(sessionId: string): string {
  return crypto.createHash("sha256").update(sessionId).digest("base64url").slice(0, 22);
}

export function sessionEnded(sessionId: string): Promise<void> {
  return publish({ channel: CONTROL_CHANNEL, type: SESSION_ENDED, payload: { session: sessionHash(sessionId) } });
}

export function userSessionsEnded(userId: number): Promise<void> {
  return publish({ channel: CONTROL_CHANNEL, type: USER_SESSIONS_ENDED, payload: { userId } });
}
