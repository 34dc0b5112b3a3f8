import { memo, type Context } from '../context';
import { many, one, type Db } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import type { ResPartner } from '../tables';

/** A `res.partner` row: a person, a company or one of their addresses. */
export type PartnerRow = Pick<
  ResPartner,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'street'
  | 'street2'
  | 'city'
  | 'zip'
  | 'country_id'
  | 'state_id'
  | 'parent_id'
  | 'type'
  | 'is_company'
  | 'vat'
  | 'company_registry'
  | 'active'
  | 'website_catalog_products'
  | 'pricelist_id'
>;

const PARTNER_COLUMNS = `id, name, email, phone, street, street2, city, zip, country_id, state_id,
  parent_id, type, is_company, vat, company_registry, active, website_catalog_products, pricelist_id`;

// Memo keys carry the model name so they cannot clash with other modules' per-request caches.
const partnerKey = (id: number) => `res.partner:${id}`;
const commercialKey = (id: number) => `res.partner:commercial:${id}`;

export function loadPartner(context: Context, id: number): Promise<PartnerRow | null> {
  return memo(context, partnerKey(id), () =>
    one<PartnerRow>(context.db, `SELECT ${PARTNER_COLUMNS} FROM res_partner WHERE id = $1`, [id]),
  );
}

export async function requirePartner(context: Context, id: number): Promise<PartnerRow> {
  const partner = await loadPartner(context, id);
  if (!partner) throw new OdooError(ODOO_ERRORS.partnerDoesNotExist);
  return partner;
}

/** Drops memoized rows after a write, so fields resolved later in the request see the new values. */
export function forgetPartner(context: Context, id: number): void {
  context.cache.delete(partnerKey(id));
  context.cache.delete(commercialKey(id));
}

/**
 * Odoo's `commercial_partner_id`: the partner itself when it is a company or has no parent,
 * otherwise the commercial partner of its parent.
 */
export function commercialPartnerId(context: Context, id: number): Promise<number> {
  return memo(context, commercialKey(id), async () => {
    const row = await one<{ id: number }>(
      context.db,
      `WITH RECURSIVE chain AS (
         SELECT id, parent_id, is_company, 0 AS depth FROM res_partner WHERE id = $1
         UNION ALL
         SELECT p.id, p.parent_id, p.is_company, chain.depth + 1
           FROM res_partner p JOIN chain ON p.id = chain.parent_id
          WHERE NOT chain.is_company AND chain.depth < 50
       )
       SELECT id FROM chain WHERE is_company OR parent_id IS NULL ORDER BY depth LIMIT 1`,
      [id],
    );
    return row?.id ?? id;
  });
}

/** Commercial fields (vat, pricelist, catalog flag) live on the company and apply to its contacts. */
export async function commercialPartner(
  context: Context,
  partner: PartnerRow,
): Promise<PartnerRow> {
  const id = await commercialPartnerId(context, partner.id);
  return id === partner.id ? partner : await requirePartner(context, id);
}

/**
 * The company a partner belongs to (Partner.companyName/companyRegNo): the nearest ancestor that
 * is a company, else the partner itself when it is one.
 */
export async function nearestCompanyId(context: Context, id: number): Promise<number | null> {
  const row = await one<{ id: number }>(
    context.db,
    `WITH RECURSIVE ancestors AS (
       SELECT parent_id AS id, 1 AS depth FROM res_partner WHERE id = $1 AND parent_id IS NOT NULL
       UNION ALL
       SELECT p.parent_id, a.depth + 1 FROM res_partner p JOIN ancestors a ON p.id = a.id
        WHERE p.parent_id IS NOT NULL AND a.depth < 50
     )
     SELECT p.id FROM ancestors a JOIN res_partner p ON p.id = a.id
      WHERE p.is_company ORDER BY a.depth LIMIT 1`,
    [id],
  );
  if (row) return row.id;
  const self = await loadPartner(context, id);
  return self?.is_company ? self.id : null;
}

/**
 * Odoo's `child_of`: the partner and all its descendants (archived ones included, as documents
 * such as orders keep pointing at archived contacts).
 */
export async function familyIds(db: Db, rootId: number): Promise<number[]> {
  const rows = await many<{ id: number }>(
    db,
    `WITH RECURSIVE family AS (
       SELECT id, 0 AS depth FROM res_partner WHERE id = $1
       UNION ALL
       SELECT p.id, f.depth + 1 FROM res_partner p JOIN family f ON p.parent_id = f.id
        WHERE f.depth < 50
     )
     SELECT id FROM family`,
    [rootId],
  );
  return rows.map((row) => row.id);
}

/** Active descendants of `rootId` (not the root) whose type is one of `types`, newest first. */
export async function activeDescendantIds(
  db: Db,
  rootId: number,
  types: readonly string[],
): Promise<number[]> {
  const rows = await many<{ id: number }>(
    db,
    `WITH RECURSIVE family AS (
       SELECT id, 0 AS depth FROM res_partner WHERE id = $1
       UNION ALL
       SELECT p.id, f.depth + 1 FROM res_partner p JOIN family f ON p.parent_id = f.id
        WHERE p.active AND f.depth < 50
     )
     SELECT p.id FROM family f JOIN res_partner p ON p.id = f.id
      WHERE f.depth > 0 AND p.type = ANY($2::text[])
      ORDER BY p.id DESC`,
    [rootId, [...types]],
  );
  return rows.map((row) => row.id);
}

/** Whether a partner is somebody's login (its addresses are then private to that user). */
export async function partnerHasUser(db: Db, partnerId: number): Promise<boolean> {
  const row = await one<{ id: number }>(
    db,
    'SELECT id FROM res_users WHERE partner_id = $1 AND active LIMIT 1',
    [partnerId],
  );
  return row !== null;
}

export interface NewPartner {
  name: string;
  email?: string | null;
  phone?: string | null;
  street?: string | null;
  street2?: string | null;
  city?: string | null;
  zip?: string | null;
  countryId?: number | null;
  stateId?: number | null;
  parentId?: number | null;
  type?: string;
  isCompany?: boolean;
  vat?: string | null;
  companyRegistry?: string | null;
  /** Odoo gives a new partner the request's language unless it says another. */
  lang?: string;
}

export async function createPartner(db: Db, values: NewPartner): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO res_partner (name, email, phone, street, street2, city, zip, country_id, state_id,
                              parent_id, type, is_company, vat, company_registry, lang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
             COALESCE($15, NULLIF(current_setting('odoo.lang', true), '')))
     RETURNING id`,
    [
      values.name,
      values.email ?? null,
      values.phone ?? null,
      values.street ?? null,
      values.street2 ?? null,
      values.city ?? null,
      values.zip ?? null,
      values.countryId ?? null,
      values.stateId ?? null,
      values.parentId ?? null,
      values.type ?? 'contact',
      values.isCompany ?? false,
      values.vat ?? null,
      values.companyRegistry ?? null,
      values.lang ?? null,
    ],
  );
  if (!row) throw new Error('Could not create partner');
  return row.id;
}

/** Newsletter opt-in (Odoo: MassMailController.subscribe); a second opt-in changes nothing. */
export async function subscribeNewsletter(db: Db, email: string): Promise<void> {
  await db.query('INSERT INTO mailing_contact (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [
    email,
  ]);
}
