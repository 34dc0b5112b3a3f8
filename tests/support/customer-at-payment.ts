import { billingAddAddress, shippingAddAdress } from '@/lib/addresses/addresses.server';
import { cartAddItem } from '@/lib/cart/cart.server';
import { signUpUser } from '@/lib/user/user.server';
import { signIn } from '@/tests/support/sign-in';

let registered = 0;

/**
 * A customer who registers now, signs in and fills a cart up to the payment step: `quantity` of
 * the variant, one address in Amsterdam (in `countryId`) for delivery and billing. Returns the
 * cart's order id.
 */
export async function newCustomerAtPayment({
  variantId,
  quantity,
  countryId,
}: {
  variantId: number;
  quantity: number;
  countryId: number;
}): Promise<number> {
  registered += 1;
  const email = `customer-${registered}-${Date.now()}@example.com`;
  await signUpUser({ name: 'Nieuwe Klant', email, password: 'welkom-123' });
  await signIn(email, 'welkom-123');
  return cartAtPayment({ variantId, quantity, countryId, name: 'Nieuwe Klant' });
}

/** The signed-in shopper's cart with `quantity` of the variant, up to the payment step. */
export async function cartAtPayment({
  variantId,
  quantity,
  countryId,
  name,
}: {
  variantId: number;
  quantity: number;
  countryId: number;
  name: string;
}): Promise<number> {
  const cart = await cartAddItem(variantId, quantity);
  const address = {
    name,
    street: 'Herengracht 1',
    zip: '1015 BA',
    city: 'Amsterdam',
    phone: '+31 20 123 4567',
    countryId,
  };
  await shippingAddAdress(address);
  await billingAddAddress(address);
  if (cart.id === null) throw new Error('no cart');
  return cart.id;
}
