// What a chain's public page (/hub2/{index}/{type}) shows; decision 034.
import type { ChainType } from "~/domain/chains";

export interface ChainLocationView {
  id: number;
  name: string;
  address: string | null;
  open: boolean;
  statusText: string;
  pickup: boolean;
  delivery: boolean;
  href: string;
}

export interface ChainPage {
  name: string;
  index: number;
  type: ChainType | null;
  locations: ChainLocationView[];
  postcode: string;
  /** The postcode finder's answer, when a postcode was asked. */
  found: { ok: true; location: ChainLocationView } | { ok: false; message: string } | null;
}
