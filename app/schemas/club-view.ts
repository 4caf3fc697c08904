// What /admin/club gets from app/services/club.server.ts (dates as Dutch text, money in cents).

export interface ClubMember {
  id: number;
  name: string;
  phone: string;
  stamps: number;
  orders: number;
  lastOrder: string | null;
  optedIn: boolean;
}

export interface ClubView {
  hostName: string;
  reward: string | null;
  maxStamps: number;
  q: string;
  members: ClubMember[];
  total: number;
  /** How many would receive a campaign now. */
  recipients: number;
  smsPartPrice: number;
  campaigns: Array<{ id: number; message: string; recipients: number; sent: number; date: string }>;
}

export interface CampaignPreview {
  message: string;
  /** The text as each member gets it: the message and how to stop. */
  text: string;
  recipients: number;
  parts: number;
  cost: number;
}
