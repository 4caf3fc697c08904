// What the platform directory shows of a restaurant (home.server.ts builds it, directory.tsx shows it).
export interface DirectoryHost {
  id: number;
  name: string;
  short: string | null;
  city: string | null;
  banner: string | null;
  themePrimary: string;
  categories: string[];
  href: string;
}
