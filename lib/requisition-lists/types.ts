import type { VariantRow } from '@/lib/order/map-variant-row.server';

/** A list of the customer's company as the lists page shows it (without its lines). */
export interface RequisitionListSummary {
  id: number;
  name: string;
  /** Who made it; null when that contact is gone. */
  ownerName: string | null;
  /** Made by the signed-in customer. */
  isMine: boolean;
  /** The customer may rename and delete it: its owner or an Admin of the company. */
  canManage: boolean;
  /** ISO date-time (UTC) of the last change of the list or one of its lines. */
  updatedAt: string;
  lineCount: number;
}

/** A product on a list, with today's price for the customer. */
export interface RequisitionListLine extends VariantRow {
  id: number;
  /** In whole units, as the cart takes them (a fraction Odoo holds is rounded up). */
  quantity: number;
  note: string;
}

export interface RequisitionList extends RequisitionListSummary {
  lines: RequisitionListLine[];
}

/** A list as its page shows it, with the currency of its prices (the customer's pricelist's). */
export interface PricedRequisitionList extends RequisitionList {
  currency: string;
}
