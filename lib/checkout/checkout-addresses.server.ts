import 'server-only';
import { billingGetAddress, shippingGetAddress } from '@/lib/addresses/addresses';
import type { Address } from '@/lib/addresses/types';
import type { Cart } from '@/lib/cart/types';
import type { Account } from '@/lib/user/types';
import { loadUser } from '@/lib/user/user';

// What the checkout offers to ship and bill to. Odoo's address lists hold the customer's delivery
// and invoice contacts only; the customer's own address (where a new cart ships and bills to)
// is not among them, yet it is theirs to choose. Every id here is one the address actions accept.

/** The customer's own address, when it is one (Odoo's partner with a street). */
function ownAddress(account: Account | null): Address | null {
  if (!account?.street) return null;
  return {
    id: account.id,
    name: account.name,
    street: account.street,
    street2: account.street2,
    zip: account.zip ?? '',
    city: account.city ?? '',
    phone: account.phone,
    email: account.email,
    country: account.country,
    state: account.state,
    kind: 'contact',
  };
}

function distinct(addresses: (Address | null)[]): Address[] {
  const seen = new Set<number>();
  return addresses.filter((address): address is Address => {
    if (!address || seen.has(address.id)) return false;
    seen.add(address.id);
    return true;
  });
}

export interface CheckoutAddresses {
  account: Account | null;
  shipping: Address[];
  /** Billing choices other than the address the order ships to ('same as shipping'). */
  billing: Address[];
}

export async function checkoutAddresses(cart: Cart): Promise<CheckoutAddresses> {
  const [account, shipping, billing] = await Promise.all([
    loadUser(),
    shippingGetAddress(),
    billingGetAddress(),
  ]);
  const own = ownAddress(account);
  return {
    account,
    shipping: distinct([cart.shippingAddress, own, ...shipping]),
    billing: distinct([cart.billingAddress, own, ...billing]).filter(
      (address) => address.id !== cart.shippingAddress?.id,
    ),
  };
}
