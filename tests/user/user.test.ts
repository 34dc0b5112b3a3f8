import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OdooError } from '@/lib/odoo/odoo-error.server';
import { loadUser, logInUser, subscribeNewsLetter } from '@/lib/user/user.server';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';

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
