// The JSON "Mijn Bestelinfo" gets from app/services/my-bestelinfo.server.ts (dates as Dutch text,
// amounts in cents, status as its label).

export interface MyOrderView {
  id: number;
  number: number;
  date: string;
  status: string;
  amount: number;
}

export type MyBestelinfo =
  | { kind: "host"; firstName: string | null; stamps: number; maxStamps: number; full: boolean; orders: MyOrderView[] }
  | {
      kind: "platform";
      firstName: string | null;
      maxStamps: number;
      cards: Array<{ hostId: number; hostName: string; href: string; stamps: number }>;
      orders: Array<MyOrderView & { hostName: string; href: string }>;
    };
