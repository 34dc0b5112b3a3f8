import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WishlistLoadResult } from '@/graphql/generated/operations';
import { billingAddAddress } from '@/lib/addresses/addresses.server';
import { OdooError } from '@/lib/odoo/odoo-error.server';
import { loadUser, logInUser, subscribeNewsLetter } from '@/lib/user/user.server';
import { wishlistAddItem } from '@/lib/wishlist/wishlist.server';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { variantProduct } from '@/tests/support/order-fixtures';

setupOdooTest();

describe('user', () => {
  it('an anonymous session has no user (Odoo says "User does not exist.")', async () => {
    cookieJar.seed('session_id', 'anonymous');
    mswServer.use(
      graphql.query('loadUser', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'User does not exist.' }] }),
      ),
    );
    await expect(loadUser()).resolves.toBeNull();
  });

  it('wrong credentials fail with Odoo’s own message', async () => {
    mswServer.use(
      graphql.mutation('logInUser', ({ variables }) => {
        expect(variables).toEqual({ email: 'ann@example.com', password: 'x' });
        return HttpResponse.json({
          data: { login: null },
          errors: [{ message: 'Wrong email or password.' }],
        });
      }),
    );
    const error = await logInUser(' Ann@Example.com ', 'x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(OdooError);
    expect((error as OdooError).message).toBe('Wrong email or password.');
  });

  it('newsletter subscribed:false is data, not an error', async () => {
    mswServer.use(
      graphql.mutation('subscribeNewsLetter', () =>
        HttpResponse.json({ data: { newsletterSubscribe: { subscribed: false } } }),
      ),
    );
    await expect(subscribeNewsLetter('ann@example.com')).resolves.toEqual({ subscribed: false });
  });
});

describe('wishlist', () => {
  it('adding an item already there changes nothing (Odoo refuses, the list is reloaded)', async () => {
    cookieJar.seed('session_id', 'shopper');
    const wishlist: WishlistLoadResult = {
      wishlistItems: {
        totalCount: 1,
        wishlistItems: [{ id: 9, partner: null, product: variantProduct() }],
      },
    };
    mswServer.use(
      graphql.mutation('wishlistAddItem', () =>
        HttpResponse.json({
          data: { wishlistAddItem: null },
          errors: [{ message: 'Product already exists in the Wishlist.' }],
        }),
      ),
      graphql.query('wishlistLoad', () => HttpResponse.json({ data: wishlist })),
    );
    await expect(wishlistAddItem(101)).resolves.toMatchObject({
      totalCount: 1,
      items: [{ id: 9, productId: 101, price: { special: 129.99 } }],
    });
  });
});

describe('addresses', () => {
  it('sends country and state ids as integers', async () => {
    mswServer.use(
      graphql.mutation('billingAddAddress', ({ variables }) => {
        expect(variables).toEqual({
          name: 'Ann',
          street: 'Main 1',
          zip: '1011 AB',
          city: 'Amsterdam',
          phone: '+31 20 123',
          countryId: 165,
          stateId: 7,
        });
        return HttpResponse.json({
          data: {
            addAddress: {
              id: 31,
              name: 'Ann',
              street: 'Main 1',
              street2: null,
              zip: '1011 AB',
              city: 'Amsterdam',
              phone: '+31 20 123',
              email: null,
              addressType: 'InvoiceAddress',
              country: { id: 165, name: 'Netherlands', code: 'NL' },
              state: { id: 7, name: 'Noord-Holland', code: 'NH' },
            },
          },
        });
      }),
    );
    const address = await billingAddAddress({
      name: 'Ann',
      street: 'Main 1',
      zip: '1011 AB',
      city: 'Amsterdam',
      phone: '+31 20 123',
      countryId: '165',
      stateId: '7',
      street2: '',
    });
    expect(address).toMatchObject({ id: 31, kind: 'billing', country: { code: 'NL' } });
  });

  it('refuses a country id that is not an integer', async () => {
    await expect(
      billingAddAddress({
        name: 'Ann',
        street: 'Main 1',
        zip: '1',
        city: 'A',
        phone: '1',
        countryId: 'NL',
      }),
    ).rejects.toBeInstanceOf(RangeError);
  });
});
