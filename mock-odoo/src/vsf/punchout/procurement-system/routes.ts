import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../../request-body';
import { PROCUREMENT_RETURN_PATH } from '../../../seed/punchout-buyers';
import { sendJson } from '../../../send-json';
import { indexPage, receivedPage, setupFailedPage, shopUnreachablePage } from './pages';
import { decodePost, type ProcurementState } from './received';
import {
  newReturnSession,
  sendSetupRequest,
  type CxmlBuyerKey,
  type SetupItem,
  type SetupOperation,
  type SetupOptions,
  type SetupResult,
} from './setup-request';

// The fake procurement system's HTTP routes on mock-odoo: its page, the punch-out it starts, the
// endpoint carts come back to, and the JSON routes tests drive it with.

const MAX_BODY = 2 * 1024 * 1024;
const BUYERS: CxmlBuyerKey[] = ['cxml', 'ariba'];
const OPERATIONS: SetupOperation[] = ['create', 'edit', 'inspect'];

export interface ProcurementRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  state: ProcurementState;
  /** This server's origins, the first one preferred for links. */
  origins: string[];
}

/** The shop to punch out to: `?shop=`, else SHOP_URL, else the storefront's default. */
function shopUrl(value: string | null | undefined): string {
  const shop = value?.trim() || process.env.SHOP_URL || 'http://127.0.0.1:3000';
  return shop.replace(/\/+$/, '');
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The origin the developer's browser used, when it is one of ours; else our first one. */
function ownOrigin(request: ProcurementRequest): string {
  const host = request.req.headers.host;
  const asked = host ? `http://${host}` : null;
  return asked && request.origins.includes(asked) ? asked : (request.origins[0] ?? asked ?? '');
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

function showIndex(request: ProcurementRequest) {
  const returnSession = `oci-${newReturnSession()}`;
  request.state.openReturnSession(returnSession, 'oci');
  return sendHtml(
    request.res,
    200,
    indexPage({
      shop: shopUrl(request.url.searchParams.get('shop')),
      ociHookUrl: `${ownOrigin(request)}${PROCUREMENT_RETURN_PATH}${returnSession}`,
      lastLines: (buyer) => request.state.linesOf(buyer),
    }),
  );
}

/** Sends the setup request and remembers whose return session it opened. */
async function punchOut(
  request: ProcurementRequest,
  options: Omit<SetupOptions, 'ownOrigin' | 'returnSession'> & { returnSession?: string },
) {
  const returnSession = options.returnSession ?? newReturnSession();
  request.state.openReturnSession(returnSession, options.buyer);
  return sendSetupRequest({ ...options, returnSession, ownOrigin: ownOrigin(request) });
}

/** The page's buttons: punch out, then follow the StartPage as the buyer's browser would. */
async function punchOutFromPage(request: ProcurementRequest) {
  const form = new URLSearchParams(await readBody(request.req, MAX_BODY));
  const buyer = BUYERS.find((key) => key === form.get('buyer'));
  const operation = OPERATIONS.find((key) => key === form.get('operation')) ?? 'create';
  if (!buyer) return sendHtml(request.res, 400, 'Unknown buyer');
  const shop = shopUrl(form.get('shop'));
  let result: SetupResult;
  try {
    result = await punchOut(request, {
      shop,
      buyer,
      operation,
      items: operation === 'create' ? [] : request.state.linesOf(buyer),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return sendHtml(request.res, 502, shopUnreachablePage(shop, reason));
  }
  if (result.httpStatus === 200 && result.startUrl && isHttpUrl(result.startUrl)) {
    request.res.writeHead(303, { location: result.startUrl });
    return request.res.end();
  }
  return sendHtml(request.res, 502, setupFailedPage(result));
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

function setupItems(value: unknown): SetupItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((entry) => {
    const item = asObject(entry);
    return {
      sku: String(item.sku ?? ''),
      quantity: Number(item.quantity ?? 1),
      auxiliaryId: optionalString(item.auxiliaryId) ?? null,
    };
  });
}

function credential(value: unknown) {
  const object = asObject(value);
  const [domain, identity] = [optionalString(object.domain), optionalString(object.identity)];
  return domain !== undefined && identity !== undefined ? { domain, identity } : undefined;
}

/** `POST /__mock/procurement/setup`: a setup request for tests, overrides included. */
async function setupForTests(request: ProcurementRequest) {
  let body: Json;
  try {
    body = asObject(JSON.parse((await readBody(request.req, MAX_BODY)) || '{}'));
  } catch {
    return sendJson(request.res, 400, { error: 'invalid JSON' });
  }
  const buyer = BUYERS.find((key) => key === body.buyer);
  const operation = OPERATIONS.find((key) => key === (body.operation ?? 'create'));
  const shop = optionalString(body.shop);
  if (!buyer || !operation || !shop || !isHttpUrl(shop)) {
    return sendJson(request.res, 400, {
      error: 'shop (http URL), buyer (cxml, ariba) and operation (create, edit, inspect)',
    });
  }
  try {
    const result = await punchOut(request, {
      shop,
      buyer,
      operation,
      buyerCookie: optionalString(body.buyerCookie),
      returnSession: optionalString(body.returnSession),
      items: setupItems(body.items),
      sharedSecret: optionalString(body.sharedSecret),
      returnUrl: optionalString(body.returnUrl),
      payloadId: optionalString(body.payloadId),
      timestamp: optionalString(body.timestamp),
      to: credential(body.to),
    });
    return sendJson(request.res, 200, result);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return sendJson(request.res, 502, { error: `The shop did not answer: ${reason}` });
  }
}

/** `POST /procurement/return/<session>`: a cart coming back through the buyer's browser. */
async function receiveCart(request: ProcurementRequest, returnSession: string) {
  const rawBody = await readBody(request.req, MAX_BODY);
  const contentType = request.req.headers['content-type'] ?? null;
  const post = decodePost(
    returnSession,
    `${request.url.pathname}${request.url.search}`,
    contentType,
    rawBody,
  );
  request.state.record(post);
  return sendHtml(request.res, 200, receivedPage(post));
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** What came back: all of it, or one return session's (`?session=`); DELETE forgets it. */
function showReceived(request: ProcurementRequest) {
  const { req, res, url, state } = request;
  if (req.method !== 'DELETE') {
    return sendJson(res, 200, state.received(url.searchParams.get('session')));
  }
  state.clear();
  return sendJson(res, 200, { cleared: true });
}

/** A route answers on `request.res`; what it returns is not used. */
type Route = (request: ProcurementRequest) => unknown;

/** The routes at fixed paths, by `METHOD path` (received answers any method). */
const ROUTES: Record<string, Route> = {
  'GET /procurement': showIndex,
  'POST /procurement/punchout': punchOutFromPage,
  'POST /__mock/procurement/setup': setupForTests,
};

/** Answers the fake procurement system's routes; false for any other path. */
export async function handleProcurementRoute(request: ProcurementRequest): Promise<boolean> {
  const { req, url } = request;
  const path = url.pathname;
  const route =
    ROUTES[`${req.method} ${path}`] ??
    (path === '/__mock/procurement/received' ? showReceived : undefined);
  if (route) {
    await route(request);
    return true;
  }
  if (!path.startsWith(PROCUREMENT_RETURN_PATH) || req.method !== 'POST') return false;
  const session = safeDecode(path.slice(PROCUREMENT_RETURN_PATH.length));
  if (!session || session.includes('/')) return false;
  await receiveCart(request, session);
  return true;
}
