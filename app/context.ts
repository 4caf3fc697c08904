// What server.ts hands to every Remix loader and action (typed getLoadContext).
import type { Session, SessionData } from "express-session";

export interface TenantHost {
  id: number;
  organisationId: number;
  perma: string;
  url: string | null;
  name: string;
  short: string | null;
  banner: string | null;
  themePrimary: string;
  themeSecondary: string;
  menu: string[];
  /** The restaurant's animations (null: switched off on /admin/settings/uiterlijk, docs/issues/016.md). */
  animation: string | null;
  paused: boolean;
  /** Suspended by root (docs/issues/016.md): customers see "tijdelijk niet beschikbaar", staff still work. */
  suspended: boolean;
}

export type Tenant = { kind: "platform" } | { kind: "host"; host: TenantHost } | { kind: "unknown"; hostname: string };

/** The session as Remix code sees it: express-session's, plus the calls that need the request. */
export interface AppSession {
  data: Session & Partial<SessionData>;
  id: string;
  regenerate(): Promise<void>;
  destroy(): Promise<void>;
  save(): Promise<void>;
}

export interface AppContext {
  /** This request's id (X-Request-Id): in the logs, and on the error page for support. */
  requestId: string;
  tenant: Tenant;
  session: AppSession;
  cspNonce: string;
  clientIp: string;
  /** Rendering the page cache's shared shell (decision 054): the personal parts wait for the islands. */
  shell?: boolean;
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}

declare module "express-session" {
  interface SessionData {
    userId: number;
    createdAt: number;
    /** The user's session_version at login: behind the user's row, the session is over. */
    sessionVersion: number;
    /** "Download mijn gegevens" confirmed by SMS code: downloads open until then (decision 079). */
    privacyExportUntil: number;
  }
}
