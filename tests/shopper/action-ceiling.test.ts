import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLoadAction } from '@/lib/cart/cart-actions';
import { ACTION_CEILING } from '@/lib/shopper/shopper-action.server';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { PEER_ADDRESS_HEADER } from '@/lib/shopper/peer-address-header';
import { capabilitiesHandler } from '@/tests/support/capabilities-handler';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { order } from '@/tests/support/order-fixtures';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Actions without limits of their own (cart, wishlist, addresses, checkout) still have a ceiling
// per address: every anonymous cart write can leave a draft order in Odoo.

setupOdooTest();
beforeEach(() => {
  resetRateLimits();
  requestHeaders.set(PEER_ADDRESS_HEADER, '203.0.113.9');
  // A shopper with a session: each cart load asks Odoo.
  cookieJar.seed('session_id', 'a-shopper-session');
});

describe('the action ceiling', () => {
  it('refuses one call over it with the shared text, asking Odoo nothing; another address goes on', async () => {
    let loads = 0;
    mswServer.use(
      capabilitiesHandler('extended'),
      graphql.query('cartLoad', () => {
        loads += 1;
        return HttpResponse.json({ data: { cart: { order: order() } } });
      }),
    );
    for (let call = 0; call < ACTION_CEILING.limit; call += 1) {
      const result = await cartLoadAction();
      if (!result.ok) throw new Error(`call ${call + 1} refused: ${result.error}`);
    }
    const refused = await cartLoadAction();
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(loads).toBe(ACTION_CEILING.limit);

    requestHeaders.set(PEER_ADDRESS_HEADER, '198.51.100.4');
    expect((await cartLoadAction()).ok).toBe(true);
    // Six hundred actions one after the other: seconds on a quiet machine, more on a busy one.
  }, 60_000);
});
