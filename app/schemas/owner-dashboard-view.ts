// What the owner's dashboard shows (services/owner-dashboard.server.ts builds it).
export interface OwnerDashboardView {
  hostName: string;
  today: { orders: number; revenue: number; average: number; open: number };
  week: { revenue: number; orders: number; from: string; to: string; days: string[]; perDay: number[] };
}
