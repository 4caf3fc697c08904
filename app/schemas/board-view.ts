// The board's data as the browser gets it (dates as ISO text); the loader returns this shape.
import type { BoardTab } from "~/domain/board";
import type { BoardItem } from "~/schemas/board";
import type { MarketplaceCard, ThuisbezorgdBoard } from "~/schemas/thuisbezorgd-board";
import type { OrderStatus } from "~/domain/order-status";

export interface BoardCardOrder {
  id: number;
  customerId: number | null;
  number: number;
  /** A test order from /admin/play (decision 048): the card says TEST instead of its number 0. */
  isTest?: boolean;
  status: OrderStatus;
  due: string;
  /** Since when it waits for acceptance (its arrival; a planned order: its release). */
  waitingSince: string;
  asap: boolean;
  deliver: boolean;
  source: string;
  paymentMethod: string;
  paymentStatus: string;
  paid: boolean;
  address: { street: string; number: string; zipcode: string; city: string } | null;
  customerName: string | null;
  phone: string | null;
  description: string | null;
  /** docs/issues/020.md §5: the promotion's cents and name, shown as its own line above the amount. */
  discount?: number;
  discountName?: string | null;
  amount: number;
  items: BoardItem[];
  notifications: Array<{
    createdAt: string;
    method: string;
    type: string;
    sub: string | null;
    status: string;
    message: string;
  }>;
  /** Our own courier on the road with it, since when (decision 076). */
  courier?: { id: number; name: string; since: string } | null;
  /** What a courier said when he brought it back ("Tim: niet thuis"). */
  courierNote?: string | null;
  /** A Thuisbezorgd order's flags, courier, driver and cancellation (docs/issues/018.md); null for our own. */
  marketplace?: MarketplaceCard | null;
}

export interface BoardData {
  host: { id: number; name: string };
  channel: string;
  tabs: Array<{ value: BoardTab; label: string; count: number }>;
  tab: BoardTab;
  period: string;
  from: string;
  to: string;
  now: string;
  lastEventId: number;
  waiting: number;
  /** Since when each new order waits, oldest first, whatever the tab: the late alarm counts them. */
  waitingSince: string[];
  /** The restaurant's minutes before a new order is late (docs/issues/033.md §13); null: it set none. */
  escalationMinutes: number | null;
  printers: Array<{ id: number; name: string; active: boolean; lastPollAt: string | null; lastStatus: string | null }>;
  failedJobs: Array<{ id: number; printerName: string; orderNumber: number | null; lastCode: string | null }>;
  orders: BoardCardOrder[];
  /** The restaurant's couriers, for "Toewijzen" on a ready delivery. */
  couriers?: Array<{ id: number; name: string }>;
  thuisbezorgd?: ThuisbezorgdBoard;
}
