/** A carrier Odoo offers for the current cart, with its price for this cart. */
export interface DeliveryMethod {
  id: number;
  name: string;
  price: number;
  image: string | null;
  imageName: string;
}

/** The carrier an order has: its cost is the order's delivery line (OrderTotals.delivery). */
export type ChosenDeliveryMethod = Pick<DeliveryMethod, 'id' | 'name'>;
