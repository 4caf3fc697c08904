// The logged-in user as the browser sees it (GET /api/auth/user, root loader).
export interface ClientUser {
  id: number;
  kind: "customer" | "host" | "root";
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  roles: string[];
  roleLabels: string[];
  organisation: { id: number; name: string; role: string | null; marketplaceSync: boolean } | null;
}

export type ApiAnswer = { result: "OK"; user?: ClientUser; message?: string } | { result: "ERROR"; message: string };
