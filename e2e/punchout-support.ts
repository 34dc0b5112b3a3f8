import {
  expect as baseExpect,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { mockOdoo, odooBackend, SHOP } from './support';

// The fake procurement system of mock-odoo (/procurement, /__mock/procurement/*) and direct
// questions to mock-odoo, for the punch-out journeys. Every journey has its own return session,
// so what one test's buyer system received never mixes with another's.

export const expect = baseExpect.configure({ timeout: 15_000 });

/** Seeded products for the round trips: 193's name has `&` and `"`. */
export const QUOTED_SKU = 'SKU-00193';
export const PLAIN_SKU = 'SKU-00002-16GB';

export interface SetupAnswer {
  httpStatus: number;
  body: string;
  statusCode: number | null;
  startUrl: string | null;
  buyerCookie: string;
  returnUrl: string;
  returnSession: string;
}

export interface SetupOptions {
  buyer: 'cxml' | 'ariba';
  operation?: 'create' | 'edit' | 'inspect';
  buyerCookie?: string;
  items?: { sku: string; quantity: number }[];
  sharedSecret?: string;
  returnUrl?: string;
}

/** The fake procurement system sends a PunchOutSetupRequest to the shop (server to server). */
export async function sendSetupRequest(
  request: APIRequestContext,
  options: SetupOptions,
): Promise<SetupAnswer> {
  const response = await request.post(`${mockOdoo}/__mock/procurement/setup`, {
    data: { shop: SHOP, ...options },
  });
  baseExpect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SetupAnswer;
}

export interface ReceivedPost {
  contentType: string;
  url?: string;
  fields: [string, string][];
  cxml: string | null;
}

/** What the fake buyer endpoint received for one return session. */
export async function receivedPosts(
  request: APIRequestContext,
  returnSession: string,
): Promise<ReceivedPost[]> {
  const response = await request.get(
    `${mockOdoo}/__mock/procurement/received?session=${encodeURIComponent(returnSession)}`,
  );
  baseExpect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedPost[];
}

/** The fake procurement system's return URL for a new return session. */
export function returnUrlFor(returnSession: string, query = ''): string {
  return `${mockOdoo}/procurement/return/${returnSession}${query}`;
}

export const uniqueId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (name) => name === 'ItemIn' || name === 'Classification' || name === 'Description',
});

interface Money {
  '#text': string;
  '@currency': string;
}

export interface OrderMessageLine {
  quantity: string;
  sku: string;
  auxiliaryId: string;
  unitPrice: string;
  currency: string;
  description: string;
  unit: string;
  classification: string;
}

/** The PunchOutOrderMessage as the tests check it. */
export function readOrderMessage(xml: string) {
  const document = parser.parse(xml) as {
    cXML: {
      Message: {
        PunchOutOrderMessage: {
          BuyerCookie: string;
          PunchOutOrderMessageHeader: { '@operationAllowed': string; Total: { Money: Money } };
          ItemIn?: {
            '@quantity': string;
            ItemID: { SupplierPartID: string; SupplierPartAuxiliaryID: string };
            ItemDetail: {
              UnitPrice: { Money: Money };
              Description: ({ '#text': string } | string)[];
              UnitOfMeasure: string;
              Classification: { '#text': string }[];
            };
          }[];
        };
      };
    };
  };
  const message = document.cXML.Message.PunchOutOrderMessage;
  const total = message.PunchOutOrderMessageHeader.Total.Money;
  const lines: OrderMessageLine[] = (message.ItemIn ?? []).map((item) => {
    const description = item.ItemDetail.Description[0];
    return {
      quantity: item['@quantity'],
      sku: item.ItemID.SupplierPartID,
      auxiliaryId: item.ItemID.SupplierPartAuxiliaryID,
      unitPrice: item.ItemDetail.UnitPrice.Money['#text'],
      currency: item.ItemDetail.UnitPrice.Money['@currency'],
      description: typeof description === 'string' ? description : (description?.['#text'] ?? ''),
      unit: item.ItemDetail.UnitOfMeasure,
      classification: item.ItemDetail.Classification[0]?.['#text'] ?? '',
    };
  });
  return {
    buyerCookie: message.BuyerCookie,
    operationAllowed: message.PunchOutOrderMessageHeader['@operationAllowed'],
    total: total['#text'],
    currency: total['@currency'],
    lines,
  };
}

export interface OdooCartLine {
  sku: string;
  productId: number;
  name: string;
  quantity: number;
  priceUnit: number;
  priceSubtotal: number;
}

/** Asks mock-odoo as the browser's Odoo session (its cookie): the session's cart, by Odoo. */
export async function odooAsBrowser<T>(
  request: APIRequestContext,
  context: BrowserContext,
  query: string,
): Promise<T> {
  const session = (await context.cookies()).find((cookie) => cookie.name === 'session_id');
  const response = await request.post(`${odooBackend}/graphql/vsf`, {
    headers: { cookie: session ? `session_id=${session.value}` : '' },
    data: { query },
  });
  baseExpect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  baseExpect(body.errors).toBeUndefined();
  return body.data;
}

export async function odooCartLines(
  request: APIRequestContext,
  context: BrowserContext,
): Promise<{ lines: OdooCartLine[]; amountUntaxed: number }> {
  const data = await odooAsBrowser<{
    cart: {
      order: {
        amountUntaxed: number;
        websiteOrderLine: {
          name: string;
          quantity: number;
          priceUnit: number;
          priceSubtotal: number;
          product: { id: number; sku: string };
        }[];
      } | null;
    };
  }>(
    request,
    context,
    `{ cart { order { amountUntaxed websiteOrderLine {
        name quantity priceUnit priceSubtotal product { id sku } } } } }`,
  );
  const order = data.cart.order;
  return {
    amountUntaxed: order?.amountUntaxed ?? 0,
    lines: (order?.websiteOrderLine ?? []).map((line) => ({
      sku: line.product.sku,
      productId: line.product.id,
      name: line.name,
      quantity: line.quantity,
      priceUnit: line.priceUnit,
      priceSubtotal: line.priceSubtotal,
    })),
  };
}

/** The open punch-out of the browser's Odoo session (null once transferred or logged out). */
export async function odooPunchout(request: APIRequestContext, context: BrowserContext) {
  const data = await odooAsBrowser<{ punchoutSession: { state: string } | null }>(
    request,
    context,
    '{ punchoutSession { state } }',
  );
  return data.punchoutSession;
}

export const money = (amount: number) => amount.toFixed(2);

export async function cookieValue(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}
