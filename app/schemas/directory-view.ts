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
  /** "5,2 van 6 · 14 beoordelingen" from 10 reviews on (issue 20 §6), else null. */
  rating: string | null;
}
