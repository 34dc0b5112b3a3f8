import { createHash, randomBytes } from 'node:crypto';
import type { Context } from '../../context';
import { one } from '../../db';
import { OdooError, ODOO_ERRORS } from '../../errors';
import {
  checkReturnUrl,
  findCxmlBuyerByCredential,
  sameCredential,
  secretMatches,
  type BuyerRow,
  type Credential,
} from './buyer';
import { PUNCHOUT_ERRORS } from './errors';
import type { PunchoutItem, PunchoutOperation } from './session';

// cXML PunchOutSetupRequest, server to server: the storefront parsed the XML and hands Odoo what
// it read. Odoo authenticates the buyer, keeps the request and answers a one-time start token.

/** How far a request's timestamp may be from now, either way (clock skew included). */
const TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;
const START_TOKEN_VALIDITY = '5 minutes';
/** An edit request rebuilds a cart; no real cart has more lines. */
const MAX_ITEMS = 500;

export interface PunchoutSetupInput {
  payloadId: string;
  timestamp?: string | null;
  from: Credential;
  to: Credential;
  sender: Credential;
  sharedSecret: string;
  operation: PunchoutOperation;
  buyerCookie: string;
  returnUrl: string;
  deploymentMode?: string | null;
  selectedSku?: string | null;
  items?: { sku: string; auxiliaryId?: string | null; quantity: number }[] | null;
  extrinsics?: { name: string; value?: string | null }[] | null;
}

/** The start token is kept only as this hash: a database leak opens no punch-out. */
export const hashStartToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The buyer named by From, when the shared secret is theirs and the request is meant for us (To
 * is our credential towards them). Every failure reads the same, so nothing tells which part was
 * wrong; the secret is checked even without a buyer, so the answer time does not tell either.
 */
async function authenticate(context: Context, request: PunchoutSetupInput): Promise<BuyerRow> {
  const buyer = await findCxmlBuyerByCredential(context.db, request.from);
  const secretOk = secretMatches(request.sharedSecret, buyer?.punchout_secret_hash ?? null);
  const ours: Partial<Credential> = {
    domain: buyer?.punchout_supplier_domain ?? undefined,
    identity: buyer?.punchout_supplier_identity ?? undefined,
  };
  if (!buyer || !secretOk || !sameCredential(request.to, ours)) {
    throw new OdooError(ODOO_ERRORS.wrongLogin);
  }
  return buyer;
}

/** Refuses a request whose timestamp is unreadable or more than a few minutes off. */
function checkTimestamp(timestamp: string | null | undefined): void {
  if (timestamp === null || timestamp === undefined) return;
  const time = Date.parse(timestamp);
  if (Number.isNaN(time) || Math.abs(Date.now() - time) > TIMESTAMP_TOLERANCE_MS) {
    throw new OdooError(PUNCHOUT_ERRORS.requestExpired);
  }
}

/** A replayed request (same payloadID for this buyer) opens no second punch-out. */
async function checkPayloadId(context: Context, buyer: BuyerRow, payloadId: string) {
  const seen = await one<{ id: number }>(
    context.db,
    'SELECT id FROM punchout_session WHERE user_id = $1 AND payload_id = $2',
    [buyer.id, payloadId],
  );
  if (seen) throw new OdooError(PUNCHOUT_ERRORS.duplicatePayload);
}

/** The ItemOut lines an edit or inspect request brings back; a create request starts empty. */
function itemsToKeep(request: PunchoutSetupInput): PunchoutItem[] {
  if (request.operation === 'CREATE') return [];
  const items = request.items ?? [];
  if (items.length > MAX_ITEMS) throw new OdooError(PUNCHOUT_ERRORS.tooManyItems);
  return items.map((item) => {
    if (!Number.isFinite(item.quantity) || item.quantity <= 0) {
      throw new OdooError(PUNCHOUT_ERRORS.invalidQuantity);
    }
    return { sku: item.sku, auxiliaryId: item.auxiliaryId ?? null, quantity: item.quantity };
  });
}

const deploymentMode = (value: string | null | undefined) =>
  value?.trim().toLowerCase() === 'test' ? 'test' : 'production';

export async function punchoutSetup(
  _root: unknown,
  args: { request: PunchoutSetupInput },
  context: Context,
) {
  const { request } = args;
  const buyer = await authenticate(context, request);
  // Checked only once the caller is authenticated: the allow-list is not public.
  const returnUrl = checkReturnUrl(context, buyer, request.returnUrl);
  checkTimestamp(request.timestamp);
  await checkPayloadId(context, buyer, request.payloadId);
  const items = itemsToKeep(request);
  const token = randomBytes(32).toString('base64url');
  const created = await one<{ start_expires_at: Date }>(
    context.db,
    `INSERT INTO punchout_session
       (user_id, protocol, operation, buyer_cookie, return_url, deployment_mode, payload_id,
        selected_sku, items, extrinsics, start_token_hash, start_expires_at)
     VALUES ($1, 'CXML', $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11::interval)
     RETURNING start_expires_at`,
    [
      buyer.id,
      request.operation,
      request.buyerCookie,
      returnUrl,
      deploymentMode(request.deploymentMode),
      request.payloadId,
      request.selectedSku?.trim() || null,
      JSON.stringify(items),
      JSON.stringify(request.extrinsics ?? []),
      hashStartToken(token),
      START_TOKEN_VALIDITY,
    ],
  );
  if (!created) throw new Error('Could not keep the punch-out request');
  return { startToken: token, expiresAt: new Date(created.start_expires_at).toISOString() };
}
