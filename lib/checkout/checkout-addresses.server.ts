import 'server-only';
import {
  billingGetAddress,
  selectAddress,
  shippingGetAddress,
} from '@/lib/addresses/addresses.server';
import { isPostalAddress } from '@/lib/addresses/postal-address';
import type { Address } from '@/lib/addresses/types';
import { cartLoad } from '@/lib/cart/cart.server';
import type { Cart } from '@/lib/cart/types';
import type { Account } from '@/lib/user/types';
import { loadUser } from '@/lib/user/user.server';

// What the checkout offers to ship and bill to. Odoo's address lists hold the customer's delivery
// and invoice contacts only; the customer's own address (where a new cart ships and bills to)
// is not among them, yet it is theirs to choose. Every id here is one the address actions accept,
// and only addresses the checkout's guard accepts are offered (a customer who registered today is
// a partner without a street: offered, it would lead straight back to the cart).

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

function distinctPostal(addresses: (Address | null)[]): Address[] {
  const seen = new Set<number>();
  return addresses.filter((address): address is Address => {
    if (!isPostalAddress(address) || seen.has(address.id)) return false;
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
    shipping: distinctPostal([cart.shippingAddress, own, ...shipping]),
    billing: distinctPostal([cart.billingAddress, own, ...billing]).filter(
      (address) => address.id !== cart.shippingAddress?.id,
    ),
  };
}

/**
 * The billing step starts from "same as the delivery address" whenever the order's invoice address
 * is not one the next step's guard accepts (a new customer's bare partner): the order is billed
 * where it ships, as Odoo's own checkout fills in the invoice address, and the reloaded cart is
 * what the step shows.
 */
export async function billToDeliveryWhenIncomplete(cart: Cart): Promise<Cart> {
  if (isPostalAddress(cart.billingAddress) || !isPostalAddress(cart.shippingAddress)) return cart;
  await selectAddress('Billing', cart.shippingAddress.id);
  return cartLoad();
}
