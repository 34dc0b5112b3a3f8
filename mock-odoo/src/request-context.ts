import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { loadPricelist, loadUser, type Context } from './context';
import type { PGlite } from '@electric-sql/pglite';
import { one, type Db } from './db';
import type { Profile } from './profile';
import type { HttpSession, Website } from './tables';
import { LANG_COOKIE, loadTerms, type Terms } from './translate';

// One request to Odoo as its controllers see it: the session cookie, the website the
// `resquest-host` header selects, the user, language and pricelist, all inside one database
// transaction that is rolled back when the request failed. GraphQL and Odoo's JSON routes share it.

export const SESSION_COOKIE = 'session_id';
/**
 * The shopper's currency (ISO code), sent by the storefront like `frontend_lang`. Real
 * graphql_vuestorefront ignores it; this is the controller override of docs/odoo-extensions.md
 * (Currency): it picks the website pricelist in that currency for the request.
 */
const CURRENCY_COOKIE = 'frontend_currency';
const SESSION_MAX_AGE = 60 * 60 * 24 * 90;

export interface RequestSetup {
  db: PGlite;
  profile: Profile;
  /** Each language's code terms, read once (seed data). */
  terms: Map<string, Promise<Terms>>;
}

/**
 * Runs `work` as one Odoo request with the session of `cookieSession` (a new one when missing or
 * unknown). What `work` reports as failed is rolled back, as Odoo does. `sessionCookie` is the
 * Set-Cookie value to answer with: the session's, on every answer, as Odoo sends it.
 */
export async function inOdooRequest<T>(
  req: IncomingMessage,
  setup: RequestSetup,
  cookieSession: string | null,
  work: (context: Context) => Promise<{ value: T; failed: boolean }>,
): Promise<{ value: T; sessionCookie: string; terms: Terms }> {
  const { db } = setup;
  const sessionRow = await ensureSession(db, cookieSession);
  const requestHost = header(req, 'resquest-host');
  const website = await resolveWebsite(db, requestHost);
  // The language and currency cookies are our controller override's (docs/odoo-extensions.md):
  // a stock graphql_vuestorefront answers in the website's language and currency.
  const stock = setup.profile === 'stock';
  const lang = await resolveLang(
    db,
    website,
    stock ? null : readCookie(req.headers.cookie, LANG_COOKIE),
  );
  const currency = stock ? null : readCookie(req.headers.cookie, CURRENCY_COOKIE);
  const terms = setup.terms.get(lang) ?? loadTerms(db, lang);
  setup.terms.set(lang, terms);
  let sessionId = sessionRow.id;

  const value = await db.transaction(async (tx): Promise<T> => {
    // Odoo's context lang for the request, read by translated() in SQL; ends with the transaction.
    await tx.query("SELECT set_config('odoo.lang', $1, true)", [lang]);
    // Read the session again inside the transaction: a concurrent request of the same session may
    // have just created its cart (requests run one after the other, as in a serial run).
    const session =
      (await one<HttpSession>(tx, 'SELECT * FROM http_session WHERE id = $1', [sessionRow.id])) ??
      sessionRow;
    const user = await loadUser(tx, session.uid);
    const partnerId = user?.partner_id ?? website.public_partner_id;
    const context: Context = {
      db: tx,
      session,
      website,
      user,
      partnerId,
      pricelist: await loadPricelist(tx, partnerId, website, currency),
      lang,
      currency,
      stockOdoo: stock,
      terms: await terms,
      cache: new Map(),
      baseUrl: `http://${req.headers.host ?? '127.0.0.1:8069'}`,
      serverOrigins: serverOrigins(req),
      requestHost,
      rotateSession: async () => {
        const next = newSessionId();
        await tx.query('UPDATE http_session SET id = $1 WHERE id = $2', [next, context.session.id]);
        context.session = { ...context.session, id: next };
        sessionId = next;
      },
    };
    const outcome = await work(context);
    // Odoo rolls the whole request back when anything failed, so no mutation half-applies.
    if (outcome.failed) {
      await tx.rollback();
      sessionId = sessionRow.id;
    }
    return outcome.value;
  });
  // Odoo 15 sets the session cookie on every answer (odoo/http.py, Root.get_response), new or not.
  const expires = new Date(Date.now() + SESSION_MAX_AGE * 1000).toUTCString();
  const sessionCookie = `${SESSION_COOKIE}=${sessionId}; Expires=${expires}; Max-Age=${SESSION_MAX_AGE}; HttpOnly; Path=/`;
  return { value, sessionCookie, terms: await terms };
}

/** The origins under which this server answers, from the port the request came in on. */
export function serverOrigins(req: IncomingMessage): string[] {
  const port = req.socket.localPort ?? 8069;
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

function newSessionId(): string {
  return randomBytes(20).toString('hex');
}

async function ensureSession(db: Db, id: string | null): Promise<HttpSession> {
  if (id && /^[0-9a-f]{40}$/.test(id)) {
    const existing = await one<HttpSession>(db, 'SELECT * FROM http_session WHERE id = $1', [id]);
    if (existing) return existing;
  }
  const created = await one<HttpSession>(
    db,
    'INSERT INTO http_session (id) VALUES ($1) RETURNING *',
    [newSessionId()],
  );
  if (!created) throw new Error('Could not create a session');
  return created;
}

/** Like Odoo: the website whose domain matches the `resquest-host` header, else the first one. */
async function resolveWebsite(db: Db, host: string | null): Promise<Website> {
  const hostname = host?.split(':')[0]?.toLowerCase() ?? '';
  const website =
    (hostname &&
      (await one<Website>(db, 'SELECT * FROM website WHERE domain ILIKE $1 ORDER BY id', [
        `%${hostname}%`,
      ]))) ||
    (await one<Website>(db, 'SELECT * FROM website ORDER BY id LIMIT 1'));
  if (!website) throw new Error('No website configured');
  return website;
}

/**
 * The request's language: the `frontend_lang` cookie when it is one of the website's languages,
 * else the website's default. Real graphql_vuestorefront always takes the default; this is the
 * controller override described in docs/odoo-extensions.md (Language).
 */
async function resolveLang(db: Db, website: Website, wanted: string | null): Promise<string> {
  if (!wanted) return website.default_lang;
  const offered = await one<{ code: string }>(
    db,
    `SELECT l.code FROM website_lang wl JOIN res_lang l ON l.id = wl.lang_id
      WHERE wl.website_id = $1 AND l.code = $2 AND l.active`,
    [website.id, wanted],
  );
  return offered?.code ?? website.default_lang;
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

export function readCookie(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
