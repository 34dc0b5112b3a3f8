import { graphql, http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TypedDocument } from '@/graphql/typed-document';
import { OdooError } from '@/lib/odoo/odoo-error.server';
import { odooPublic } from '@/lib/odoo/odoo-public.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';
import { GRAPHQL_ENDPOINT, mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';

type CartResult = { cart: { order: { id: number } | null } | null };
const cartLoad = /* GraphQL */ `
  query cartLoad {
    cart {
      order {
        id
      }
    }
  }
` as TypedDocument<CartResult, Record<string, never>>;

const cartAddItem = /* GraphQL */ `
  mutation cartAddItem($productId: Int!, $quantity: Int!) {
    cartAddItem(productId: $productId, quantity: $quantity) {
      order {
        id
      }
    }
  }
` as TypedDocument<{ cartAddItem: CartResult['cart'] }, { productId: number; quantity: number }>;

const odoo = graphql;
const cartData = { cart: { order: { id: 7 } } };

async function failure(promise: Promise<unknown>): Promise<OdooError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OdooError);
  return error as OdooError;
}

setupOdooTest();
afterEach(() => vi.unstubAllEnvs());

describe('error joining', () => {
  it('joins GraphQL messages with a bare comma and keeps them apart', async () => {
    mswServer.use(
      odoo.query('cartLoad', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'a' }, { message: 'b' }] }),
      ),
    );
    const error = await failure(odooPublic('en').request(cartLoad));
    expect(error.message).toBe('a,b');
    expect(error.messages).toEqual(['a', 'b']);
    expect(error.kind).toBe('graphql');
    expect(error.operationName).toBe('cartLoad');
  });

  it("says 'Some error' when the errors carry no message", async () => {
    mswServer.use(
      odoo.query('cartLoad', () => HttpResponse.json({ data: null, errors: [{ message: '' }] })),
    );
    const error = await failure(odooPublic('en').request(cartLoad));
    expect(error.message).toBe('Some error');
    expect(error.messages).toEqual([]);
  });

  it("says 'Some error' when Odoo answers without data", async () => {
    mswServer.use(odoo.query('cartLoad', () => HttpResponse.json({ data: null })));
    const error = await failure(odooPublic('en').request(cartLoad));
    expect(error.message).toBe('Some error');
    expect(error.kind).toBe('graphql');
  });

  it('turns a connection failure into a network error', async () => {
    mswServer.use(http.post(GRAPHQL_ENDPOINT, () => HttpResponse.error()));
    const error = await failure(odooPublic('en').request(cartLoad));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Some error');
    expect(error.cause).toBeDefined();
  });

  it('gives up after ODOO_TIMEOUT_MS with a timeout error', async () => {
    process.env.ODOO_TIMEOUT_MS = '50';
    let calls = 0;
    mswServer.use(
      http.post(GRAPHQL_ENDPOINT, async () => {
        calls += 1;
        await delay(1000);
        return HttpResponse.json({ data: cartData });
      }),
    );
    const started = Date.now();
    const error = await failure(odooPublic('en').request(cartLoad));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Some error');
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reads the messages of an HTTP 400 answer', async () => {
    mswServer.use(
      http.post(GRAPHQL_ENDPOINT, () =>
        HttpResponse.json({ errors: [{ message: 'Cannot query field "x".' }] }, { status: 400 }),
      ),
    );
    const error = await failure(odooPublic('en').request(cartLoad));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Cannot query field "x".');
  });
});

describe('retries', () => {
  it('repeats a query after a 503 and returns the later answer', async () => {
    let calls = 0;
    mswServer.use(
      http.post(GRAPHQL_ENDPOINT, () => {
        calls += 1;
        if (calls === 1) return new HttpResponse('busy', { status: 503 });
        return HttpResponse.json({ data: cartData });
      }),
    );
    await expect(odooPublic('en').request(cartLoad)).resolves.toEqual(cartData);
    expect(calls).toBe(2);
  });

  it('tries a query three times in all, waiting 100 then 300 ms', async () => {
    const times: number[] = [];
    mswServer.use(
      http.post(GRAPHQL_ENDPOINT, () => {
        times.push(Date.now());
        return new HttpResponse('down', { status: 502 });
      }),
    );
    const error = await failure(odooPublic('en').request(cartLoad));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.message).toBe('Some error');
    expect(times).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(90);
    expect(third - second).toBeGreaterThanOrEqual(290);
  });

  it('retries a query after a network failure', async () => {
    let calls = 0;
    mswServer.use(
      http.post(GRAPHQL_ENDPOINT, () => {
        calls += 1;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json({ data: cartData });
      }),
    );
    await expect(odooPublic('en').request(cartLoad)).resolves.toEqual(cartData);
    expect(calls).toBe(3);
  });

  it('does not retry GraphQL errors (Odoo answered)', async () => {
    let calls = 0;
    mswServer.use(
      odoo.query('cartLoad', () => {
        calls += 1;
        return HttpResponse.json({ errors: [{ message: 'Cart does not exist' }] });
      }),
    );
    await failure(odooPublic('en').request(cartLoad));
    expect(calls).toBe(1);
  });

  it.each([
    ['a 503', () => new HttpResponse('busy', { status: 503 })],
    ['a network failure', () => HttpResponse.error()],
  ])('sends a failing mutation exactly once (%s)', async (_label, answer) => {
    let calls = 0;
    mswServer.use(
      http.post(GRAPHQL_ENDPOINT, () => {
        calls += 1;
        return answer();
      }),
    );
    await failure(odooSession().request(cartAddItem, { productId: 3, quantity: 1 }));
    expect(calls).toBe(1);
  });
});

describe('session cookie', () => {
  it("forwards only the shopper's session_id, language and host, and passes a new session back HttpOnly", async () => {
    vi.stubEnv('SHOP_URL', 'http://shop.test');
    cookieJar.seed('session_id', 'old-session');
    cookieJar.seed('user', 'signed-display-data');
    const seen: { cookie: string | null; host: string | null }[] = [];
    mswServer.use(
      odoo.mutation('cartAddItem', ({ request, variables }) => {
        seen.push({
          cookie: request.headers.get('cookie'),
          host: request.headers.get('resquest-host'),
        });
        expect(variables).toEqual({ productId: 3, quantity: 2 });
        return HttpResponse.json(
          { data: { cartAddItem: cartData.cart } },
          {
            headers: {
              'Set-Cookie':
                'session_id=rotated-session; Max-Age=7776000; HttpOnly; Path=/; SameSite=Lax',
            },
          },
        );
      }),
    );
    await odooSession().request(cartAddItem, { productId: 3, quantity: 2 });
    expect(seen).toEqual([
      { cookie: 'frontend_lang=en_US; session_id=old-session', host: 'shop.test' },
    ]);
    expect(cookieJar.stored('session_id')).toEqual({
      name: 'session_id',
      value: 'rotated-session',
      options: { httpOnly: true, secure: false, sameSite: 'lax', path: '/', maxAge: 7776000 },
    });
  });

  it('sends no session for a first visit and stores the session Odoo opens', async () => {
    mswServer.use(
      odoo.query('cartLoad', ({ request }) => {
        expect(request.headers.get('cookie')).toBe('frontend_lang=en_US');
        return HttpResponse.json(
          { data: cartData },
          {
            headers: {
              'Set-Cookie': 'session_id=fresh; Expires=Wed, 21 Oct 2099 07:28:00 GMT; Path=/',
            },
          },
        );
      }),
    );
    await odooSession().request(cartLoad);
    expect(cookieJar.stored('session_id')?.value).toBe('fresh');
    expect(cookieJar.stored('session_id')?.options.httpOnly).toBe(true);
    expect(cookieJar.stored('session_id')?.options.maxAge).toBeGreaterThan(0);
  });

  it('still answers inside a server component, where cookies cannot be written', async () => {
    cookieJar.readonly = true;
    mswServer.use(
      odoo.query('cartLoad', () =>
        HttpResponse.json(
          { data: cartData },
          { headers: { 'Set-Cookie': 'session_id=fresh; Path=/' } },
        ),
      ),
    );
    await expect(odooSession().request(cartLoad)).resolves.toEqual(cartData);
  });

  it.each([
    ['the configured host', 'shop.test', 'shop.test'],
    ['a listed host, in any case', 'WWW.Shop.Test', 'www.shop.test'],
    ['an unknown host', 'evil.example', 'shop.test'],
    ['a host with another port', 'shop.test:8080', 'shop.test'],
  ])('passes on %s only when it is one of the shop’s', async (_name, host, sent) => {
    vi.stubEnv('SHOP_URL', 'https://shop.test');
    vi.stubEnv('SHOP_HOSTS', 'www.shop.test, shop.test:444');
    requestHeaders.set('host', host);
    const seen: (string | null)[] = [];
    mswServer.use(
      odoo.query('cartLoad', ({ request }) => {
        seen.push(request.headers.get('resquest-host'));
        return HttpResponse.json({ data: cartData });
      }),
    );
    await odooSession().request(cartLoad);
    expect(seen).toEqual([sent]);
  });

  it('falls back to localhost:$PORT when SHOP_URL is unset', async () => {
    vi.stubEnv('SHOP_URL', '');
    vi.stubEnv('PORT', '3271');
    requestHeaders.set('host', 'attacker.example');
    const seen: (string | null)[] = [];
    mswServer.use(
      odoo.query('cartLoad', ({ request }) => {
        seen.push(request.headers.get('resquest-host'));
        return HttpResponse.json({ data: cartData });
      }),
    );
    await odooSession().request(cartLoad);
    expect(seen).toEqual(['localhost:3271']);
  });

  it('prefers ODOO_HOST_HEADER over the request host', async () => {
    process.env.ODOO_HOST_HEADER = 'shop.example.com';
    mswServer.use(
      odoo.query('cartLoad', ({ request }) => {
        expect(request.headers.get('resquest-host')).toBe('shop.example.com');
        return HttpResponse.json({ data: cartData });
      }),
    );
    await odooSession().request(cartLoad);
  });

  it.each([
    ['USD', 'frontend_lang=en_US; frontend_currency=USD; session_id=s1'],
    ['usd', 'frontend_lang=en_US; frontend_currency=USD; session_id=s1'],
    // An unknown value is sent as the default, so an old choice cannot stick.
    ['GBP', 'frontend_lang=en_US; frontend_currency=EUR; session_id=s1'],
  ])(
    'sends the currency cookie %j to Odoo as frontend_currency, like the language',
    async (value, expected) => {
      cookieJar.seed('session_id', 's1');
      cookieJar.seed('currency', value);
      const seen: (string | null)[] = [];
      mswServer.use(
        odoo.query('cartLoad', ({ request }) => {
          seen.push(request.headers.get('cookie'));
          return HttpResponse.json({ data: cartData });
        }),
      );
      await odooSession().request(cartLoad);
      expect(seen).toEqual([expected]);
    },
  );

  it('public calls carry a currency only when asked (the anonymous prices of /api/prices)', async () => {
    const seen: (string | null)[] = [];
    mswServer.use(
      odoo.query('cartLoad', ({ request }) => {
        seen.push(request.headers.get('cookie'));
        return HttpResponse.json({ data: cartData });
      }),
    );
    cookieJar.seed('currency', 'USD');
    await odooPublic('nl').request(cartLoad);
    await odooPublic('nl', { currency: 'USD' }).request(cartLoad);
    expect(seen).toEqual(['frontend_lang=nl_NL', 'frontend_lang=nl_NL; frontend_currency=USD']);
  });

  it("public calls send only the page's language, never a session, and ignore Set-Cookie", async () => {
    cookieJar.seed('session_id', 'shopper-session');
    const seen: (string | null)[] = [];
    mswServer.use(
      odoo.query('cartLoad', ({ request }) => {
        seen.push(request.headers.get('cookie'), request.headers.get('resquest-host'));
        return HttpResponse.json(
          { data: cartData },
          { headers: { 'Set-Cookie': 'session_id=anonymous; Path=/' } },
        );
      }),
    );
    await odooPublic('de').request(cartLoad);
    expect(seen).toEqual(['frontend_lang=de_DE', 'localhost']);
    expect(cookieJar.writes).toEqual([]);
  });
});
