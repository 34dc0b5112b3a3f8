import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateBuyingCompanyDocument } from '@/graphql/generated/operations';
import { cartAddItem } from '@/lib/cart/cart.server';
import { saveOrderNoteAction } from '@/lib/checkout/checkout-actions';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import { signUpUser } from '@/lib/user/user.server';
import en from '@/messages/en.json';
import { actionData } from '@/tests/support/action-data';
import { mockOdooPerFile, sellableVariants } from '@/tests/support/mock-odoo-shopper';
import { signIn } from '@/tests/support/sign-in';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Real HTTP to a PGlite Odoo: generous on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile();

beforeEach(() => resetRateLimits());

/** A customer registered now (with a company when named), signed in with one product in the cart. */
async function shopperWithCart(companyName?: string) {
  const email = `buyer-${randomUUID()}@example.com`;
  await signUpUser({ name: 'Anna Admin', email, password: 'first-password-1', companyName });
  await signIn(email, 'first-password-1');
  const [variant] = await sellableVariants(odoo(), 1);
  await cartAddItem(variant!.id, 1);
}

const note = (clientOrderRef: string) => ({ clientOrderRef, comment: 'Deliver at the back door' });

describe("the buyer's reference at checkout", () => {
  it("is required when the buyer's company requires it, and only then", async () => {
    await shopperWithCart('Referentie B.V.');
    expect((await signedInShopper())?.companyRole).toBe('Admin');
    // Not required yet: a note without a reference is saved.
    actionData(await saveOrderNoteAction(note('')));
    await odooSession().request(updateBuyingCompanyDocument, { poReferenceRequired: true });
    expect(await saveOrderNoteAction(note('  '))).toEqual({
      ok: false,
      error: en.CheckoutActions.referenceRequired,
    });
    actionData(await saveOrderNoteAction(note('PO-4711')));
  });

  it('is never asked of a private customer', async () => {
    await shopperWithCart();
    expect((await signedInShopper())?.companyRole).toBeUndefined();
    actionData(await saveOrderNoteAction(note('')));
  });
});
