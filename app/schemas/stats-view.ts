// What /admin/stats/todo and /admin/stats/feed render: plain JSON from the loaders.
import type { TodoReason } from "~/domain/todo";
import type { OrderStatus } from "~/domain/order-status";

/** How an item reaches the restaurant's board: a plain link on that host, else a login hop (POST). */
export type BoardLink = { kind: "link"; href: string } | { kind: "hop"; hostId: number; tab: string } | null;

export interface TodoItem {
  id: number;
  hostId: number;
  hostName: string;
  hostPhone: string | null;
  number: number;
  customerName: string | null;
  phone: string | null;
  amount: number;
  createdAt: string;
  age: string;
  urgent: boolean;
  reasons: Array<{ value: TodoReason; label: string }>;
  board: BoardLink;
}

export interface TodoData {
  now: string;
  channels: string[];
  items: TodoItem[];
}

export interface FeedRow {
  id: number;
  hostName: string;
  number: number;
  createdAt: string;
  time: string;
  customerName: string | null;
  deliver: boolean;
  status: OrderStatus;
  statusLabel: string;
  paid: boolean;
  paymentLabel: string;
  amount: number;
}

export interface FeedData {
  now: string;
  channels: string[];
  /** Root on the platform sees every restaurant: the rows name their restaurant. */
  showHost: boolean;
  scopeName: string;
  totals: { orders: number; revenue: number; openIdeal: number };
  rows: FeedRow[];
}
