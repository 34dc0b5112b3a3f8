/** A product and which variant it is, as the account lists and answers name them. */
export interface NamedProduct {
  productId: number;
  name: string;
  /** Which variant ('Color: Silver'); empty for a product without variants. */
  variant: string;
}

/** A product and which variant it is, as one name. */
export function productName({ name, variant }: NamedProduct): string {
  return variant ? `${name} (${variant})` : name;
}
