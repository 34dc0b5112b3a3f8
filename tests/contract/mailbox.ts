import type { ContractBackend } from './backend';

// What reaches a customer by mail, which the GraphQL API does not carry: the invitation a
// company's Admin sends a colleague, the requests for approval and their decisions. On mock-odoo
// its outbox (`/__mock/mail`) holds every mail; a live Odoo sends them off, so there the token is
// read where the link comes from, the contact's signup token, and the approval mails (which Odoo
// keeps) from mail.mail, through Odoo's JSON-RPC as its administrator (ODOO_DB, ODOO_ADMIN_LOGIN,
// ODOO_ADMIN_PASSWORD: storefront, admin, admin by default, as test:live).

const LIVE = Boolean(process.env.ODOO_URL?.trim());

export interface Mail {
  subject: string;
  body: string;
}

/** The token of the newest invitation link mailed to `email`. */
export async function invitationToken(backend: ContractBackend, email: string): Promise<string> {
  return LIVE ? signupTokenInOdoo(backend, email) : tokenInOutbox(backend, email);
}

/** Every mail to `email`, newest first. */
export async function mailsTo(backend: ContractBackend, email: string): Promise<Mail[]> {
  if (!LIVE) return outbox(backend, email);
  const rows = await asOdooAdmin(backend)<{ subject: string; body_html: string }[]>(
    '/web/dataset/call_kw',
    {
      model: 'mail.mail',
      method: 'search_read',
      args: [[['email_to', 'ilike', email]], ['subject', 'body_html']],
      kwargs: { order: 'id desc' },
    },
  );
  return rows.map((row) => ({ subject: row.subject, body: row.body_html }));
}

async function outbox(backend: ContractBackend, email: string): Promise<Mail[]> {
  const response = await fetch(`${backend.url}/__mock/mail?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as Mail[]).map(({ subject, body }) => ({ subject, body }));
}

async function tokenInOutbox(backend: ContractBackend, email: string): Promise<string> {
  const token = (await outbox(backend, email))
    .map((mail) => /\/invitation\?token=([\w-]+)/.exec(mail.body)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function signupTokenInOdoo(backend: ContractBackend, email: string): Promise<string> {
  const [partner] = await asOdooAdmin(backend)<{ signup_token: string | false }[]>(
    '/web/dataset/call_kw',
    {
      model: 'res.partner',
      method: 'search_read',
      args: [[['email', '=ilike', email]], ['signup_token']],
      kwargs: { limit: 1, order: 'id desc' },
    },
  );
  if (!partner?.signup_token) throw new Error(`no invitation for ${email}`);
  return partner.signup_token;
}

/** JSON-RPC calls to a live Odoo, signed in as its administrator. */
function asOdooAdmin(backend: ContractBackend) {
  let cookie = '';
  const call = async <T>(path: string, params: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${backend.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ jsonrpc: '2.0', method: 'call', id: 1, params }),
    });
    const session = /session_id=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (session) cookie = `session_id=${session}`;
    const answer = (await response.json()) as { result?: T; error?: { message?: string } };
    if (answer.error) throw new Error(`${path}: ${answer.error.message ?? 'error'}`);
    return answer.result as T;
  };
  const signedIn = call('/web/session/authenticate', {
    db: process.env.ODOO_DB || 'storefront',
    login: process.env.ODOO_ADMIN_LOGIN || 'admin',
    password: process.env.ODOO_ADMIN_PASSWORD || 'admin',
  });
  return async <T>(path: string, params: Record<string, unknown>): Promise<T> => {
    await signedIn;
    return call<T>(path, params);
  };
}
