import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { billingAddAddress } from '@/lib/addresses/addresses.server';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';

setupOdooTest();

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
