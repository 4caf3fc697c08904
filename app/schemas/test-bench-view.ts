// /admin/play "Testen": what the loader gives the screen (dates as ISO text).
export interface TestBenchView {
  hostName: string;
  /** The admin's own mobile number, formatted; null when her profile has none. */
  phone: string | null;
  pushDevices: number;
  printers: Array<{ id: number; name: string; paper: string; status: string; online: boolean }>;
  orders: Array<{ id: number; status: string; payment: string; createdAt: string }>;
}
