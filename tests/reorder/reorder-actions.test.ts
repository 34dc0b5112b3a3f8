import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartClear, cartLoad } from '@/lib/cart/cart.server';
import { orderAgainAction, orderAgainLinesAction } from '@/lib/reorder/reorder-actions';
import type { ReorderLine } from '@/lib/reorder/types';
import { CART_SIZE_COOKIE } from '@/lib/shop/cookie-names';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import en from '@/messages/en.json';
import { actionData } from '@/tests/support/action-data';
import { cookieValue, mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';
import { signIn } from '@/tests/support/sign-in';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Order again against a real mock-odoo over HTTP: the business customer's confirmed orders, a
// private customer's, and the catalogue changed under an order as Odoo's back office would.
vi.setConfig({ testTimeout: 60_000 });

const { odoo } = mockOdooPerFile();

const BUSINESS = { email: 'business@example.com', password: 'business123' };

/** A confirmed order of the customer with at least `lines` products, each in good stock. */
async function confirmedOrder(login: string, lines = 1): Promise<number> {
  const { rows } = await odoo().db.query<{ id: number }>(
    `SELECT o.id FROM sale_order o JOIN res_users u ON u.partner_id = o.partner_id
      WHERE u.login = $1 AND o.state IN ('sale', 'done')
        AND (SELECT count(*) FROM sale_order_line l JOIN product_product p ON p.id = l.product_id
              WHERE l.order_id = o.id AND NOT l.is_delivery AND NOT l.is_reward
                AND p.qty_available >= 50) >= $2
      ORDER BY o.id LIMIT 1`,
    [login, lines],
  );
  if (!rows[0]) throw new Error(`no confirmed order of ${login} with ${lines} products`);
  return rows[0].id;
}

async function orderLines(orderId: number): Promise<ReorderLine[]> {
  return actionData(await orderAgainLinesAction({ orderId }));
}

/** Runs `change` on the database and puts it back afterwards. */
async function whileChanged(
  change: string,
  undo: string,
  params: unknown[],
  test: () => Promise<void>,
) {
  await odoo().db.query(change, params);
  try {
    await test();
  } finally {
    await odoo().db.query(undo, params);
  }
}

beforeEach(async () => {
  resetRateLimits();
  await signIn(BUSINESS.email, BUSINESS.password);
  await cartClear();
});

describe('order again', () => {
  it('adds exactly the chosen products in the chosen quantities, in one call', async () => {
    const orderId = await confirmedOrder(BUSINESS.email, 3);
    const [changed, leftOut, ...kept] = await orderLines(orderId);
    if (!changed || !leftOut) throw new Error('the order has fewer than two products');
    const chosen = [{ ...changed, quantity: changed.quantity + 2 }, ...kept];

    const answer = actionData(
      await orderAgainAction({
        orderId,
        lines: chosen.map(({ productId, quantity }) => ({ productId, quantity })),
      }),
    );

    expect(answer.lines.map((line) => [line.productId, line.status])).toEqual(
      chosen.map((line) => [line.productId, 'added']),
    );
    const cart = await cartLoad();
    const inCart = cart.lines.map(({ productId, quantity }) => ({ productId, quantity }));
    expect(inCart).toEqual(
      expect.arrayContaining(chosen.map(({ productId, quantity }) => ({ productId, quantity }))),
    );
    expect(inCart).toHaveLength(chosen.length);
    expect(answer.cart.lineCount).toBe(chosen.length);
    expect(cookieValue(CART_SIZE_COOKIE)).toBe(String(chosen.length));
  });

  it('offers an order’s products once each, without its delivery or coupon lines', async () => {
    const orderId = await confirmedOrder(BUSINESS.email);
    const { rows } = await odoo().db.query<{ product_id: number }>(
      `SELECT DISTINCT product_id FROM sale_order_line
        WHERE order_id = $1 AND product_id IS NOT NULL AND NOT is_delivery AND NOT is_reward`,
      [orderId],
    );
    const lines = await orderLines(orderId);
    expect(lines.map((line) => line.productId).sort()).toEqual(
      rows.map((row) => row.product_id).sort(),
    );
    expect(lines.every((line) => Number.isInteger(line.quantity) && line.quantity >= 1)).toBe(true);
  });

  it("refuses another customer's order, a made-up one and a quotation, and changes nothing", async () => {
    const theirs = await confirmedOrder('consumer@example.com');
    const { rows } = await odoo().db.query<{ id: number }>(
      `SELECT o.id FROM sale_order o JOIN res_users u ON u.partner_id = o.partner_id
        WHERE u.login = $1 AND o.state = 'sent' ORDER BY o.id LIMIT 1`,
      [BUSINESS.email],
    );
    const refused = { ok: false, error: en.OrderAgain.orderNotFound };
    for (const orderId of [theirs, 987_654, rows[0]!.id]) {
      expect(await orderAgainLinesAction({ orderId }), `order ${orderId}`).toEqual(refused);
      expect(
        await orderAgainAction({ orderId, lines: [{ productId: 1, quantity: 1 }] }),
        `order ${orderId}`,
      ).toEqual(refused);
    }
    expect((await cartLoad()).lines).toEqual([]);
  });

  it('refuses a product that is not on the order, and adds nothing', async () => {
    const orderId = await confirmedOrder(BUSINESS.email);
    const [line] = await orderLines(orderId);
    const { rows } = await odoo().db.query<{ id: number }>(
      `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND p.id NOT IN
              (SELECT product_id FROM sale_order_line WHERE order_id = $1 AND product_id IS NOT NULL)
        ORDER BY p.id LIMIT 1`,
      [orderId],
    );
    const answer = await orderAgainAction({
      orderId,
      lines: [
        { productId: line!.productId, quantity: 1 },
        { productId: rows[0]!.id, quantity: 1 },
      ],
    });
    expect(answer).toEqual({ ok: false, error: en.OrderAgain.notOnOrder });
    expect((await cartLoad()).lines).toEqual([]);
  });

  describe('with the catalogue changed since the order', () => {
    /** Orders one product of the order again; its outcome and whether the cart holds it. */
    async function again(orderId: number, productId: number) {
      const answer = actionData(
        await orderAgainAction({ orderId, lines: [{ productId, quantity: 1 }] }),
      );
      const inCart = (await cartLoad()).lines.some((line) => line.productId === productId);
      return { outcome: answer.lines[0], inCart };
    }

    it('answers a price change with the price paid and today’s', async () => {
      const orderId = await confirmedOrder(BUSINESS.email);
      const [line] = await orderLines(orderId);
      const { rows } = await odoo().db.query<{ paid: number }>(
        `SELECT price_unit AS paid FROM sale_order_line WHERE order_id = $1 AND product_id = $2`,
        [orderId, line!.productId],
      );
      await whileChanged(
        'UPDATE product_template SET list_price = list_price + 100 WHERE id = $1',
        'UPDATE product_template SET list_price = list_price - 100 WHERE id = $1',
        [line!.templateId],
        async () => {
          const { outcome, inCart } = await again(orderId, line!.productId);
          expect(inCart).toBe(true);
          // The business pricelist's 10 % off the new list price: 90 more per unit.
          expect(outcome).toEqual({
            productId: line!.productId,
            status: 'priceChanged',
            was: { amount: rows[0]!.paid, currency: 'EUR' },
            now: { amount: expect.closeTo(rows[0]!.paid + 90, 2), currency: 'EUR' },
          });
        },
      );
    });

    it('does not add an archived variant, or one of an unpublished product', async () => {
      const orderId = await confirmedOrder(BUSINESS.email);
      const [line] = await orderLines(orderId);
      const productId = line!.productId;
      await whileChanged(
        'UPDATE product_product SET active = false WHERE id = $1',
        'UPDATE product_product SET active = true WHERE id = $1',
        [productId],
        async () =>
          expect(await again(orderId, productId)).toMatchObject({
            outcome: { status: 'notSold' },
            inCart: false,
          }),
      );
      await whileChanged(
        'UPDATE product_template SET is_published = false WHERE id = $1',
        'UPDATE product_template SET is_published = true WHERE id = $1',
        [line!.templateId],
        async () =>
          expect(await again(orderId, productId)).toMatchObject({
            outcome: { status: 'notSold' },
            inCart: false,
          }),
      );
    });

    it('does not add a product whose price is now on request', async () => {
      const orderId = await confirmedOrder(BUSINESS.email);
      const [line] = await orderLines(orderId);
      const template = line!.templateId;
      // Zero for every variant: no list price, and no extra for any attribute value.
      const { rows: prices } = await odoo().db.query<{ price: number }>(
        'SELECT list_price AS price FROM product_template WHERE id = $1',
        [template],
      );
      const { rows: extras } = await odoo().db.query<{ id: number; extra: number }>(
        'SELECT id, price_extra AS extra FROM product_template_attribute_value WHERE template_id = $1',
        [template],
      );
      await odoo().db.query('UPDATE product_template SET list_price = 0 WHERE id = $1', [template]);
      await odoo().db.query(
        'UPDATE product_template_attribute_value SET price_extra = 0 WHERE template_id = $1',
        [template],
      );
      try {
        expect(await again(orderId, line!.productId)).toMatchObject({
          outcome: { status: 'onRequest' },
          inCart: false,
        });
      } finally {
        await odoo().db.query('UPDATE product_template SET list_price = $2 WHERE id = $1', [
          template,
          prices[0]!.price,
        ]);
        for (const { id, extra } of extras) {
          await odoo().db.query(
            'UPDATE product_template_attribute_value SET price_extra = $2 WHERE id = $1',
            [id, extra],
          );
        }
      }
    });

    it('does not keep a product with nothing in stock', async () => {
      const orderId = await confirmedOrder(BUSINESS.email);
      const [line] = await orderLines(orderId);
      await whileChanged(
        'UPDATE product_product SET qty_available = qty_available - 1000000 WHERE id = $1',
        'UPDATE product_product SET qty_available = qty_available + 1000000 WHERE id = $1',
        [line!.productId],
        async () =>
          expect(await again(orderId, line!.productId)).toMatchObject({
            outcome: { status: 'outOfStock' },
            inCart: false,
          }),
      );
    });
  });
});
