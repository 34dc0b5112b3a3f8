import type { PGlite } from '@electric-sql/pglite';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import {
  execute,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { many } from './db';
import { mergeFaults, type Faults } from './faults';
import { graphiqlPage } from './graphiql';
import { serveImage } from './images';
import { handleInvoiceReport } from './invoice-report';
import { handleMollieApi } from './payment/mollie-emulator';
import { AdyenEmulator, handleAdyenApi } from './payment/adyen-emulator';
import { handleAdyenPage } from './payment/adyen-emulator-pages';
import { handleOdooPaymentRoute } from './payment/odoo-payment-routes';
import { handlePaymentRoute } from './payment/mollie-emulator-pages';
import { ProcurementState } from './vsf/punchout/procurement-system/received';
import { handleProcurementRoute } from './vsf/punchout/procurement-system/routes';
import { productSlug } from './model/slug';
import { OdooError } from './errors';
import { inOdooRequest, readCookie, serverOrigins, SESSION_COOKIE } from './request-context';
import type { Profile } from './profile';
import { RefusedDocuments } from './refused-documents';
import { ODOO15_FAULT_MESSAGES } from './graphql-vuestorefront/odoo15-faults';
import { translate, type Terms } from './translate';
import { readBody } from './request-body';
import { runScheduledActions } from './scheduled-actions';
import { sendJson } from './send-json';
import { SessionOverlap } from './session-overlap';

export interface MockOdooOptions {
  db: PGlite;
  schema: GraphQLSchema;
  faults: Faults;
  profile: Profile;
}

const MAX_BODY = 1024 * 1024;
/** The test controls (faults, health, mail, acquirers) stay reachable whatever fault is set. */
const CONTROL_PREFIX = '/__mock/';

export function createMockOdooServer(options: MockOdooOptions): Server {
  // Mutable so tests can change faults at run time through POST /__mock/faults. Code terms are
  // seed data, so each language's are read once.
  const state: ServerState = {
    faults: options.faults,
    terms: new Map(),
    procurement: new ProcurementState(),
    adyen: new AdyenEmulator(),
    sessionOverlap: new SessionOverlap(),
    refused: new RefusedDocuments(),
  };
  const server = createServer((req, res) => {
    handle(req, res, options, state).catch((error: unknown) => {
      console.error('[mock-odoo]', error);
      if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Internal Server Error' }] });
      else res.end();
    });
  });
  // Node's clients keep idle sockets for 5 s, exactly the server's default: a request sent on a
  // socket the server is just closing fails with ECONNRESET (the shop's image rewrite answered
  // 500 under load). A server that waits longer than its clients never closes under them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

interface ServerState {
  faults: Faults;
  terms: Map<string, Promise<Terms>>;
  /** The fake procurement system's memory (what came back to it, whose session is whose). */
  procurement: ProcurementState;
  /** Adyen's side of the payments (its Checkout API, pages and webhook): payment/adyen-emulator.ts. */
  adyen: AdyenEmulator;
  sessionOverlap: SessionOverlap;
  /** The documents this server refused: a shop that sends one is broken on this Odoo. */
  refused: RefusedDocuments;
}

/** What a route handler gets: the request, its parsed URL and the server's options and state. */
interface RouteRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  options: MockOdooOptions;
  state: ServerState;
}

/**
 * One entry of the route table. `methods` limits it to those methods (any when absent); a request
 * whose method is not listed goes on down the table, as if the entry were not there. An entry
 * either owns a path (exact, or a prefix ending in `/`) or delegates to a sub-router (procurement,
 * Mollie API, payment pages, invoices) that answers whether it took the request.
 */
type Route = { methods?: readonly string[] } & (
  | { path: string; handle: RouteHandler }
  | { prefix: string; handle: RouteHandler }
  | { delegate: (request: RouteRequest) => Promise<boolean> }
);

type RouteHandler = (request: RouteRequest) => Promise<unknown> | void;

/** Reads a control endpoint's JSON body; an empty body counts as `{}`. */
async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  return JSON.parse((await readBody(req, MAX_BODY)) || '{}');
}

async function sendCategorySlugs({ res, options }: RouteRequest) {
  const rows = await many<{ slug: string }>(
    options.db,
    'SELECT slug FROM product_public_category ORDER BY sequence, id',
  );
  return sendJson(
    res,
    200,
    rows.map((row) => row.slug),
  );
}

/**
 * graphql_vuestorefront's feed for Vue Storefront's router: each product's route with the slug's
 * last segment as its name (`{ name: 'desk-lamp-12', path: '/product/:slug' }`).
 */
async function sendProductPaths({ res, options }: RouteRequest) {
  const rows = await many<{ id: number; name: string }>(
    options.db,
    'SELECT id, name FROM product_template WHERE is_published AND sale_ok ORDER BY id',
  );
  return sendJson(
    res,
    200,
    rows.map((row) => {
      const slug = productSlug(row.id, row.name);
      const name = slug.slice(slug.lastIndexOf('/') + 1);
      return { name, path: `${slug.slice(0, -name.length)}:slug` };
    }),
  );
}

async function sendRedirects({ res, options }: RouteRequest) {
  const rows = await many<{ url_from: string; url_to: string }>(
    options.db,
    'SELECT url_from, url_to FROM website_rewrite ORDER BY id',
  );
  return sendJson(
    res,
    200,
    rows.map((row) => ({ from: row.url_from, to: row.url_to })),
  );
}

async function faultsControl({ req, res, state }: RouteRequest) {
  if (req.method === 'POST') state.faults = mergeFaults(state.faults, await readJsonBody(req));
  return sendJson(res, 200, state.faults);
}

/** Switches a seeded acquirer on or off (Odoo's state: enabled, test, disabled). */
async function setAcquirerState({ req, res, options }: RouteRequest) {
  const body = await readJsonBody(req);
  const { name, state: acquirerState } = (body ?? {}) as { name?: unknown; state?: unknown };
  if (
    typeof name !== 'string' ||
    !['enabled', 'test', 'disabled'].includes(String(acquirerState))
  ) {
    return sendJson(res, 400, { error: 'name and state (enabled, test, disabled) required' });
  }
  const { rows } = await options.db.query<{ id: number }>(
    'UPDATE payment_acquirer SET state = $1 WHERE name = $2 RETURNING id',
    [acquirerState, name],
  );
  return sendJson(res, rows.length > 0 ? 200 : 404, { updated: rows.length });
}

/** A price change made in Odoo's backend: what the cache webhook (POST /api/revalidate) is for. */
async function setProductPrice({ req, res, options }: RouteRequest) {
  const body = await readJsonBody(req);
  const { templateId, listPrice } = (body ?? {}) as { templateId?: unknown; listPrice?: unknown };
  if (!Number.isInteger(templateId) || typeof listPrice !== 'number' || !(listPrice >= 0)) {
    return sendJson(res, 400, { error: 'templateId (integer) and listPrice (number) required' });
  }
  const { rows } = await options.db.query<{ previous: number }>(
    `UPDATE product_template AS t SET list_price = $1
       FROM (SELECT id, list_price FROM product_template WHERE id = $2) AS old
      WHERE t.id = old.id RETURNING old.list_price AS previous`,
    [listPrice, templateId],
  );
  // The price it had, so a test can put it back.
  return sendJson(res, rows.length > 0 ? 200 : 404, {
    updated: rows.length,
    previous: rows[0] ? Number(rows[0].previous) : null,
  });
}

/** POST starts counting afresh; both answer the most mutations of one session seen at once. */
function sessionOverlapControl({ req, res, state }: RouteRequest) {
  if (req.method === 'POST') state.sessionOverlap.reset();
  return sendJson(res, 200, { maxConcurrentMutations: state.sessionOverlap.max });
}

/** The documents refused so far; POST forgets them. */
function refusedControl({ req, res, options, state }: RouteRequest) {
  if (req.method === 'POST') state.refused.clear();
  return sendJson(res, 200, { profile: options.profile, ...state.refused.summary() });
}

/** The outbox, newest first: what Odoo would have mailed to this address. */
async function sendMail({ res, options, url }: RouteRequest) {
  const { rows } = await options.db.query<{ subject: string; body: string; create_date: Date }>(
    'SELECT subject, body, create_date FROM mail_mail WHERE email_to = $1 ORDER BY id DESC',
    [(url.searchParams.get('to') ?? '').toLowerCase()],
  );
  return sendJson(res, 200, rows);
}

/** Looked up top to bottom: the first entry that takes the request answers it. */
const ROUTES: readonly Route[] = [
  {
    path: '/graphql/vsf',
    methods: ['POST', 'GET'],
    handle: ({ req, res, url, options, state }) => handleGraphql(req, res, url, options, state),
  },
  {
    path: '/graphiql/vsf',
    methods: ['GET'],
    handle: ({ res }) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(graphiqlPage());
    },
  },
  {
    delegate: ({ req, res, url, state }) =>
      handleProcurementRoute({
        req,
        res,
        url,
        state: state.procurement,
        origins: serverOrigins(req),
      }),
  },
  { delegate: ({ req, res, url, options }) => handleMollieApi(req, res, options.db, url) },
  { delegate: ({ req, res, url, state }) => handleAdyenApi(state.adyen, req, res, url) },
  { delegate: ({ req, res, url, state }) => handleAdyenPage(state.adyen, req, res, url) },
  { delegate: ({ req, res, url, options }) => handlePaymentRoute(req, res, options.db, url) },
  {
    delegate: ({ req, res, url, options, state }) =>
      handleOdooPaymentRoute(req, res, url, (request, work) =>
        inOdooRequest(
          request,
          { db: options.db, profile: options.profile, terms: state.terms },
          readCookie(request.headers.cookie, SESSION_COOKIE),
          work,
        ),
      ),
  },
  {
    prefix: '/web/image/',
    methods: ['GET'],
    handle: ({ res, url, options }) => serveImage(options.db, url.pathname, res),
  },
  {
    methods: ['GET'],
    delegate: ({ req, res, url, options }) => handleInvoiceReport(options.db, req, url, res),
  },
  { path: '/vsf/categories', handle: sendCategorySlugs },
  { path: '/vsf/products', handle: sendProductPaths },
  { path: '/vsf/redirects', handle: sendRedirects },
  { path: '/__mock/faults', handle: faultsControl },
  { path: '/__mock/acquirers', methods: ['POST'], handle: setAcquirerState },
  { path: '/__mock/product-price', methods: ['POST'], handle: setProductPrice },
  { path: '/__mock/session-overlap', handle: sessionOverlapControl },
  {
    path: '/__mock/health',
    handle: ({ res, options }) => sendJson(res, 200, { ok: true, profile: options.profile }),
  },
  { path: '/__mock/refused', handle: refusedControl },
  { path: '/__mock/mail', handle: sendMail },
  {
    // Odoo's scheduled actions, now (they also run on their own, see start.ts).
    path: '/__mock/cron',
    methods: ['POST'],
    handle: async ({ res, options }) => {
      await runScheduledActions(options.db);
      return sendJson(res, 200, { ok: true });
    },
  },
];

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  options: MockOdooOptions,
  state: ServerState,
) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;

  if (state.faults.down && !path.startsWith(CONTROL_PREFIX)) {
    // As if the process were gone: no status, no body, the connection just ends.
    req.socket.destroy();
    return;
  }
  const request: RouteRequest = { req, res, url, options, state };
  for (const route of ROUTES) {
    if (route.methods && !route.methods.includes(req.method ?? '')) continue;
    if ('delegate' in route) {
      if (await route.delegate(request)) return;
    } else if ('path' in route ? path === route.path : path.startsWith(route.prefix)) {
      await route.handle(request);
      return;
    }
  }
  sendJson(res, 404, { error: 'Not Found' });
}

interface GraphqlRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

async function readGraphqlRequest(req: IncomingMessage, url: URL): Promise<GraphqlRequest> {
  if (req.method === 'GET') {
    const variables = url.searchParams.get('variables');
    return {
      query: url.searchParams.get('query'),
      variables: variables ? JSON.parse(variables) : undefined,
      operationName: url.searchParams.get('operationName'),
    };
  }
  const body = await readBody(req, MAX_BODY);
  if ((req.headers['content-type'] ?? '').includes('application/graphql')) return { query: body };
  return JSON.parse(body) as GraphqlRequest;
}

async function handleGraphql(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  options: MockOdooOptions,
  state: ServerState,
) {
  let request: GraphqlRequest;
  try {
    request = await readGraphqlRequest(req, url);
  } catch {
    return sendJson(res, 400, { errors: [{ message: 'POST body sent invalid JSON.' }] });
  }
  if (typeof request.query !== 'string' || request.query.trim() === '') {
    return sendJson(res, 400, { errors: [{ message: 'Must provide query string.' }] });
  }
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    state.refused.add(null, [(error as GraphQLError).message]);
    return sendJson(res, 400, { errors: [formatError(error as GraphQLError)] });
  }
  const validationErrors = validate(options.schema, document);
  if (validationErrors.length > 0) {
    const errors = validationErrors.map((error) => ({
      ...formatError(error),
      message: asGraphqlCore2(error.message),
    }));
    state.refused.add(
      selectedOperation(document, null)?.name?.value ?? null,
      errors.map((error) => error.message),
    );
    // graphql_base answers an invalid document with 400 and the errors alone (no `data`).
    return sendJson(res, 400, { errors });
  }
  const operationName = typeof request.operationName === 'string' ? request.operationName : null;
  const cookieSession = readCookie(req.headers.cookie, SESSION_COOKIE);
  const leave =
    cookieSession && isMutation(document, operationName)
      ? state.sessionOverlap.enter(cookieSession)
      : null;
  try {
    await answerGraphql(req, res, options, state, {
      document,
      operationName,
      request,
      cookieSession,
    });
  } finally {
    leave?.();
  }
}

async function answerGraphql(
  req: IncomingMessage,
  res: ServerResponse,
  options: MockOdooOptions,
  state: ServerState,
  {
    document,
    operationName,
    request,
    cookieSession,
  }: {
    document: DocumentNode;
    operationName: string | null;
    request: GraphqlRequest;
    cookieSession: string | null;
  },
) {
  const faults = state.faults;
  const names = operationNames(document, operationName);

  if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
  if (
    faults.dropOperations.some((name) => names.includes(name)) ||
    Math.random() < faults.dropRate
  ) {
    req.socket.destroy();
    return;
  }
  if (
    faults.failOperations.some((name) => names.includes(name)) ||
    Math.random() < faults.failRate
  ) {
    return sendJson(res, 200, {
      data: null,
      errors: [
        {
          message:
            faults.failMessage || `Odoo Server Error: injected failure (${names[0] ?? 'request'})`,
        },
      ],
    });
  }

  const variables =
    request.variables && typeof request.variables === 'object'
      ? (request.variables as Record<string, unknown>)
      : undefined;
  const {
    value: result,
    sessionCookie,
    terms,
  } = await inOdooRequest(
    req,
    { db: options.db, profile: options.profile, terms: state.terms },
    cookieSession,
    async (context) => {
      const executed = await execute({
        schema: options.schema,
        document,
        variableValues: variables,
        operationName,
        contextValue: context,
      });
      return { value: executed, failed: Boolean(executed.errors?.length) };
    },
  );

  const faulted = (result.errors ?? [])
    .map((error) => error.message)
    .filter((message) => ODOO15_FAULT_MESSAGES.includes(message));
  // A field a stock Odoo 15 lists but fails on: the shop asked what it must not (odoo15-faults.ts).
  if (faulted.length > 0) state.refused.add(operationName ?? names[0] ?? null, faulted);
  const headers = { 'set-cookie': sessionCookie };
  // Odoo raises its errors with _(), so they reach the shopper in the request's language.
  const localized = (error: GraphQLError) =>
    error.originalError instanceof OdooError
      ? { ...formatError(error), message: translate(terms, error.message) }
      : formatError(error);
  sendJson(
    res,
    200,
    result.errors
      ? { data: result.data ?? null, errors: result.errors.map(localized) }
      : { data: result.data },
    headers,
  );
}

function selectedOperation(
  document: DocumentNode,
  operationName: string | null,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.find((candidate) => candidate.name?.value === operationName) ?? operations[0];
}

function isMutation(document: DocumentNode, operationName: string | null): boolean {
  return selectedOperation(document, operationName)?.operation === 'mutation';
}

function operationNames(document: DocumentNode, operationName: string | null): string[] {
  const operation = selectedOperation(document, operationName);
  if (!operation) return [];
  const rootFields = operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
  return [...(operation.name ? [operation.name.value] : []), ...rootFields];
}

/**
 * Odoo's GraphQL layer is graphql-core 2, which words one refusal differently from graphql-js:
 * `Unknown argument "x" on field "y" of type "Query".` (graphql-js: `on field "Query.y".`).
 */
function asGraphqlCore2(message: string): string {
  return message.replace(
    /^(Unknown argument "[^"]+" on field )"([_A-Za-z][_0-9A-Za-z]*)\.([_A-Za-z][_0-9A-Za-z]*)"\./,
    '$1"$3" of type "$2".',
  );
}

function formatError(error: GraphQLError) {
  return {
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
}
