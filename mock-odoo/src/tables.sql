-- Tables named after the Odoo models they stand in for. Only the columns the API needs.

CREATE TABLE ir_config_parameter (key text PRIMARY KEY, value text NOT NULL);

CREATE TABLE res_currency (id serial PRIMARY KEY, name text NOT NULL, symbol text NOT NULL);

CREATE TABLE product_pricelist (
  id serial PRIMARY KEY,
  name text NOT NULL,
  currency_id int NOT NULL REFERENCES res_currency,
  -- Percentage below the list price this pricelist gives (a business customer's contract price).
  discount double precision NOT NULL DEFAULT 0
);

-- res.currency.rate: how many units of a currency one unit of the company currency (EUR) buys,
-- from `name` (a date) on. The company currency has no row: its rate is 1.
CREATE TABLE res_currency_rate (
  id serial PRIMARY KEY,
  currency_id int NOT NULL REFERENCES res_currency,
  name date NOT NULL,
  rate double precision NOT NULL
);

CREATE TABLE res_country (id serial PRIMARY KEY, name text NOT NULL, code text NOT NULL UNIQUE);

CREATE TABLE res_country_state (
  id serial PRIMARY KEY,
  country_id int NOT NULL REFERENCES res_country,
  name text NOT NULL,
  code text NOT NULL
);

CREATE TABLE res_partner (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text,
  phone text,
  street text,
  street2 text,
  city text,
  zip text,
  country_id int REFERENCES res_country,
  state_id int REFERENCES res_country_state,
  parent_id int REFERENCES res_partner,
  -- contact | invoice | delivery | other | private
  type text NOT NULL DEFAULT 'contact',
  is_company boolean NOT NULL DEFAULT false,
  vat text,
  company_registry text,
  active boolean NOT NULL DEFAULT true,
  website_catalog_products boolean NOT NULL DEFAULT false,
  pricelist_id int REFERENCES product_pricelist,
  -- res.partner lang, in which Odoo writes a cart's reward and delivery lines. Null for the
  -- seeded partners: the website's default language (the public partner's is en_US).
  lang text,
  -- vsf_b2b_company: the contact's role in their company's buying (admin | buyer | requester),
  -- and on the company whether every order needs the buyer's PO reference.
  vsf_company_role text NOT NULL DEFAULT 'admin',
  vsf_po_reference_required boolean NOT NULL DEFAULT false,
  -- vsf_sale_approval, on the company: orders above this amount (untaxed) need approval; 0: none.
  vsf_approval_above double precision NOT NULL DEFAULT 0,
  create_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE website (
  id serial PRIMARY KEY,
  name text NOT NULL,
  domain text,
  default_lang text NOT NULL DEFAULT 'nl_NL',
  pricelist_id int NOT NULL REFERENCES product_pricelist,
  public_partner_id int NOT NULL REFERENCES res_partner,
  company_partner_id int NOT NULL REFERENCES res_partner
);

-- The pricelists a website offers its shoppers (Odoo's product.pricelist.website_id and
-- `selectable`): the one in the shopper's currency is the session's pricelist, unless the
-- partner has a contract pricelist of their own. website.pricelist_id is the default.
CREATE TABLE website_pricelist (
  website_id int NOT NULL REFERENCES website,
  pricelist_id int NOT NULL REFERENCES product_pricelist,
  PRIMARY KEY (website_id, pricelist_id)
);

-- res.lang: the languages installed in the database (Odoo codes, e.g. nl_NL).
CREATE TABLE res_lang (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  url_code text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

-- website.language_ids: the languages a website offers; default_lang is one of them.
CREATE TABLE website_lang (
  website_id int NOT NULL REFERENCES website,
  lang_id int NOT NULL REFERENCES res_lang,
  PRIMARY KEY (website_id, lang_id)
);

-- Odoo 15's ir.translation. The model's own column holds the English source; a row here holds
-- the text in another language: type 'model' for a record's field (name 'product.template,name',
-- res_id), type 'code' for a text the server writes itself (src = the English text, `%s` for the
-- values filled in). A language without a row shows the source, as Odoo does (see translated()
-- in translate.ts).
CREATE TABLE ir_translation (
  id serial PRIMARY KEY,
  name text NOT NULL,
  res_id int,
  lang text NOT NULL,
  type text NOT NULL,
  src text,
  value text NOT NULL
);
CREATE UNIQUE INDEX ir_translation_model ON ir_translation (name, res_id, lang) WHERE type = 'model';
CREATE UNIQUE INDEX ir_translation_code ON ir_translation (src, lang) WHERE type = 'code';

CREATE TABLE res_users (
  id serial PRIMARY KEY,
  login text NOT NULL UNIQUE,
  password_hash text,
  partner_id int NOT NULL REFERENCES res_partner,
  active boolean NOT NULL DEFAULT true,
  -- The last sign-in; none yet for an invited colleague.
  login_date timestamptz,
  signup_token text,
  -- No expiration: a portal invitation's token, valid until used.
  signup_expiration timestamptz,
  -- vsf_punchout, cXML buyers: the From credential of their setup requests (domain compared
  -- case-insensitively, identity exactly) and the shared secret that authenticates them.
  punchout_domain text,
  punchout_identity text,
  punchout_secret_hash text,
  -- The form field that carries the order message back: cXML-urlencoded | cXML-base64.
  punchout_message_field text NOT NULL DEFAULT 'cXML-urlencoded',
  -- The highest operation the order message allows later: create | inspect | edit.
  punchout_operation_allowed text NOT NULL DEFAULT 'edit',
  -- The shop's own credential towards this buyer: the To of its setup requests, the From and
  -- Sender of our order messages.
  punchout_supplier_domain text,
  punchout_supplier_identity text,
  -- vsf_punchout, OCI buyers: username + password.
  oci_username text UNIQUE,
  oci_password_hash text,
  -- Where the cart may be sent back (BrowserFormPost, HOOK_URL): origin + path prefix. An entry
  -- starting with {mock-odoo} stands for this server's own origins (see vsf/punchout/buyer.ts).
  punchout_return_urls text[] NOT NULL DEFAULT '{}'
);
CREATE UNIQUE INDEX res_users_punchout_from ON res_users (lower(punchout_domain), punchout_identity);

CREATE TABLE http_session (
  id text PRIMARY KEY,
  uid int REFERENCES res_users,
  sale_order_id int,
  monitored_tx_ids int[] NOT NULL DEFAULT '{}',
  -- website_sale's __website_sale_last_tx_id: the transaction of the session's last checkout
  website_sale_last_tx_id int,
  create_date timestamptz NOT NULL DEFAULT now()
);

-- uom.uom with OCA uom_unece's UN/CEFACT Rec. 20 code.
CREATE TABLE uom_uom (
  id serial PRIMARY KEY,
  name text NOT NULL,
  unece_code text NOT NULL
);

CREATE TABLE product_public_category (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  parent_id int REFERENCES product_public_category,
  sequence int NOT NULL DEFAULT 10
);

CREATE TABLE product_brand (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text
);

CREATE TABLE product_attribute (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- radio | select | color | pills
  display_type text NOT NULL DEFAULT 'radio',
  create_variant text NOT NULL DEFAULT 'always',
  visibility text NOT NULL DEFAULT 'visible',
  sequence int NOT NULL DEFAULT 10
);

CREATE TABLE product_attribute_value (
  id serial PRIMARY KEY,
  attribute_id int NOT NULL REFERENCES product_attribute,
  name text NOT NULL,
  html_color text,
  sequence int NOT NULL DEFAULT 10
);

CREATE TABLE product_template (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description_sale text,
  list_price double precision NOT NULL DEFAULT 0,
  default_code text,
  barcode text,
  brand_id int REFERENCES product_brand,
  is_published boolean NOT NULL DEFAULT true,
  sale_ok boolean NOT NULL DEFAULT true,
  -- product (storable) | consu | service
  type text NOT NULL DEFAULT 'product',
  weight double precision,
  uom_id int REFERENCES uom_uom,
  -- OCA product_unspsc: the UNSPSC classification code (8 digits).
  unspsc_code text,
  -- Inputs of the generated product picture (see images.ts).
  image_hue int NOT NULL DEFAULT 0,
  image_shape int NOT NULL DEFAULT 0,
  website_meta_title text,
  website_meta_description text,
  website_meta_keywords text,
  create_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_template_public_category (
  template_id int NOT NULL REFERENCES product_template,
  category_id int NOT NULL REFERENCES product_public_category,
  PRIMARY KEY (template_id, category_id)
);

-- product.template.attribute.value: an attribute value as offered by one template.
CREATE TABLE product_template_attribute_value (
  id serial PRIMARY KEY,
  template_id int NOT NULL REFERENCES product_template,
  attribute_value_id int NOT NULL REFERENCES product_attribute_value,
  price_extra double precision NOT NULL DEFAULT 0,
  UNIQUE (template_id, attribute_value_id)
);

CREATE TABLE product_product (
  id serial PRIMARY KEY,
  template_id int NOT NULL REFERENCES product_template,
  default_code text,
  barcode text,
  active boolean NOT NULL DEFAULT true,
  qty_available double precision NOT NULL DEFAULT 0,
  -- Sorted template-attribute-value ids joined with ',' ('' for a template without variants).
  combination_indices text NOT NULL DEFAULT '',
  UNIQUE (template_id, combination_indices)
);

-- product.pricelist.item: a pricelist's rule for one template ('1_product') or one variant
-- ('0_product_variant'). As in Odoo the most specific applies: a variant's rule, else its
-- template's, else the pricelist's global percentage (product_pricelist.discount). `fixed` is a
-- price in the pricelist's currency (variant extras not added), `percentage` a discount on the
-- list price with the variant's extras.
CREATE TABLE product_pricelist_item (
  id serial PRIMARY KEY,
  pricelist_id int NOT NULL REFERENCES product_pricelist,
  applied_on text NOT NULL CHECK (applied_on IN ('0_product_variant', '1_product')),
  product_tmpl_id int REFERENCES product_template,
  product_id int REFERENCES product_product,
  compute_price text NOT NULL CHECK (compute_price IN ('fixed', 'percentage')),
  fixed_price double precision NOT NULL DEFAULT 0,
  percent_price double precision NOT NULL DEFAULT 0,
  CHECK ((applied_on = '0_product_variant') = (product_id IS NOT NULL)),
  CHECK ((applied_on = '1_product') = (product_tmpl_id IS NOT NULL))
);

CREATE TABLE product_variant_combination (
  product_id int NOT NULL REFERENCES product_product,
  ptav_id int NOT NULL REFERENCES product_template_attribute_value,
  PRIMARY KEY (product_id, ptav_id)
);

CREATE TABLE product_alternative (
  template_id int NOT NULL REFERENCES product_template,
  alternative_id int NOT NULL REFERENCES product_template,
  PRIMARY KEY (template_id, alternative_id)
);

CREATE TABLE product_accessory (
  template_id int NOT NULL REFERENCES product_template,
  product_id int NOT NULL REFERENCES product_product,
  PRIMARY KEY (template_id, product_id)
);

CREATE TABLE product_filter (
  id serial PRIMARY KEY,
  name text NOT NULL,
  display_type text NOT NULL DEFAULT 'checkbox',
  sequence int NOT NULL DEFAULT 10
);

CREATE TABLE product_filter_value (
  id serial PRIMARY KEY,
  filter_id int NOT NULL REFERENCES product_filter,
  name text NOT NULL,
  html_color text,
  sequence int NOT NULL DEFAULT 10
);

CREATE TABLE product_template_filter_value (
  template_id int NOT NULL REFERENCES product_template,
  value_id int NOT NULL REFERENCES product_filter_value,
  PRIMARY KEY (template_id, value_id)
);

CREATE TABLE website_catalog (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text,
  -- Set for a customer's personal catalog.
  partner_id int REFERENCES res_partner
);

CREATE TABLE website_catalog_product (
  catalog_id int NOT NULL REFERENCES website_catalog,
  template_id int NOT NULL REFERENCES product_template,
  PRIMARY KEY (catalog_id, template_id)
);

CREATE TABLE delivery_carrier (
  id serial PRIMARY KEY,
  name text NOT NULL,
  fixed_price double precision NOT NULL DEFAULT 0,
  -- Free when the untaxed amount reaches this (null: never free).
  free_over double precision,
  sequence int NOT NULL DEFAULT 10,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE coupon_program (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  discount_percent double precision NOT NULL,
  minimum_amount double precision NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE sale_order (
  id serial PRIMARY KEY,
  name text NOT NULL,
  partner_id int NOT NULL REFERENCES res_partner,
  partner_invoice_id int NOT NULL REFERENCES res_partner,
  partner_shipping_id int NOT NULL REFERENCES res_partner,
  -- draft | sent | sale | done | cancel
  state text NOT NULL DEFAULT 'draft',
  date_order timestamptz NOT NULL DEFAULT now(),
  validity_date date,
  client_order_ref text,
  note text,
  carrier_id int REFERENCES delivery_carrier,
  pricelist_id int NOT NULL REFERENCES product_pricelist,
  website_id int REFERENCES website,
  coupon_program_id int REFERENCES coupon_program,
  access_token text NOT NULL,
  -- to invoice | invoiced | upselling | no
  invoice_status text NOT NULL DEFAULT 'no'
);

CREATE TABLE sale_order_line (
  id serial PRIMARY KEY,
  order_id int NOT NULL REFERENCES sale_order ON DELETE CASCADE,
  product_id int REFERENCES product_product,
  name text NOT NULL,
  product_uom_qty double precision NOT NULL DEFAULT 1,
  price_unit double precision NOT NULL DEFAULT 0,
  is_delivery boolean NOT NULL DEFAULT false,
  is_reward boolean NOT NULL DEFAULT false,
  sequence int NOT NULL DEFAULT 10,
  -- website_sale_stock's warning of the change that lowered the quantity to the stock.
  warning_stock text
);

-- Outgoing pickings of confirmed orders (stock.picking, picking_type_code outgoing).
CREATE TABLE stock_picking (
  id serial PRIMARY KEY,
  name text NOT NULL,
  sale_id int NOT NULL REFERENCES sale_order ON DELETE CASCADE,
  -- draft | waiting | confirmed | assigned | done | cancel
  state text NOT NULL DEFAULT 'draft',
  -- The picking this one is the rest of.
  backorder_id int REFERENCES stock_picking,
  scheduled_date timestamptz NOT NULL,
  date_done timestamptz,
  -- OCA delivery_state: when the carrier reported the parcel delivered.
  date_delivered timestamptz,
  carrier_tracking_ref text,
  carrier_tracking_url text
);

-- Done quantities with their lot or serial number (stock.move.line lot_id.name).
CREATE TABLE stock_move_line (
  id serial PRIMARY KEY,
  picking_id int NOT NULL REFERENCES stock_picking ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES product_product,
  qty_done double precision NOT NULL,
  lot_name text
);

CREATE TABLE account_move (
  id serial PRIMARY KEY,
  name text NOT NULL,
  partner_id int NOT NULL REFERENCES res_partner,
  partner_shipping_id int REFERENCES res_partner,
  order_id int REFERENCES sale_order,
  -- out_invoice | out_refund (a credit note)
  move_type text NOT NULL DEFAULT 'out_invoice',
  invoice_date date,
  invoice_date_due date,
  -- draft | posted | cancel
  state text NOT NULL DEFAULT 'draft',
  -- not_paid | paid | partial | reversed
  payment_state text NOT NULL DEFAULT 'not_paid',
  invoice_origin text,
  ref text,
  amount_untaxed double precision NOT NULL DEFAULT 0,
  amount_tax double precision NOT NULL DEFAULT 0,
  amount_total double precision NOT NULL DEFAULT 0,
  amount_residual double precision NOT NULL DEFAULT 0,
  access_token text NOT NULL
);

CREATE TABLE account_move_line (
  id serial PRIMARY KEY,
  move_id int NOT NULL REFERENCES account_move ON DELETE CASCADE,
  product_id int REFERENCES product_product,
  name text NOT NULL,
  quantity double precision NOT NULL,
  price_unit double precision NOT NULL,
  price_subtotal double precision NOT NULL,
  price_total double precision NOT NULL
);

-- Who follows a document (mail.followers). Odoo's portal rules let a customer read the orders and
-- invoices that a partner of their company follows (message_partner_ids child_of the commercial
-- partner): a cart is read by nobody, a credit note the customer was not sent stays unseen.
CREATE TABLE mail_followers (
  -- sale.order | account.move
  res_model text NOT NULL,
  res_id int NOT NULL,
  partner_id int NOT NULL REFERENCES res_partner,
  PRIMARY KEY (res_model, res_id, partner_id)
);

-- Odoo makes the customer follow an order when it leaves draft, whichever way: sent
-- (action_quotation_sent, or the confirmation mail of a pending or authorized payment) or
-- confirmed (action_confirm). A cancelled cart never followed stays unread.
CREATE FUNCTION sale_order_customer_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mail_followers (res_model, res_id, partner_id)
  VALUES ('sale.order', NEW.id, NEW.partner_id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER sale_order_customer_follows AFTER UPDATE OF state ON sale_order FOR EACH ROW
  WHEN (NEW.state IN ('sent', 'sale', 'done') AND OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION sale_order_customer_follows();

CREATE TABLE payment_acquirer (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- transfer | adyen | mollie | sap_oci | ariba
  provider text NOT NULL,
  -- enabled | test | disabled
  state text NOT NULL DEFAULT 'test',
  display_as text,
  pending_msg text,
  sequence int NOT NULL DEFAULT 10,
  -- vsf_payment_transaction's: an Adyen acquirer that sends the shopper to a payment link (Adyen's
  -- hosted page) instead of the Drop-in
  vsf_adyen_hosted_page boolean NOT NULL DEFAULT false
);

CREATE TABLE payment_transaction (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  acquirer_id int NOT NULL REFERENCES payment_acquirer,
  order_id int REFERENCES sale_order,
  partner_id int REFERENCES res_partner,
  amount double precision NOT NULL,
  currency_id int NOT NULL REFERENCES res_currency,
  -- draft | pending | authorized | done | cancel | error
  state text NOT NULL DEFAULT 'draft',
  acquirer_reference text,
  state_message text,
  return_url text,
  checkout_url text,
  access_token text NOT NULL,
  -- graphql_vuestorefront's created_on_vsf: opened by adyenTransaction (payment_adyen_vsf reads it)
  created_on_vsf boolean NOT NULL DEFAULT false,
  -- payment's post-processing (the order's confirmation) done, and when the state last changed
  is_post_processed boolean NOT NULL DEFAULT false,
  last_state_change timestamptz NOT NULL DEFAULT now(),
  create_date timestamptz NOT NULL DEFAULT now()
);

-- payment.transaction._update_state stamps every change of state (the payment cron reads it).
CREATE FUNCTION payment_transaction_state_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_state_change := now();
  RETURN NEW;
END $$;

CREATE TRIGGER payment_transaction_state_change BEFORE UPDATE OF state ON payment_transaction
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION payment_transaction_state_change();

-- Not Odoo's: the payments of the Mollie API emulator (mock-odoo also plays Mollie, whose API the
-- storefront calls itself). One row is one Mollie payment resource.
CREATE TABLE mollie_payment (
  -- tr_ + 10 characters [a-z0-9]
  id text PRIMARY KEY,
  -- Mollie's decimal string with exactly the currency's decimals ('12.34', '1234', '12.345')
  amount_value text NOT NULL,
  amount_currency text NOT NULL,
  description text NOT NULL,
  redirect_url text NOT NULL,
  webhook_url text,
  metadata jsonb,
  locale text,
  -- open | pending | authorized | paid | canceled | expired | failed
  status text NOT NULL DEFAULT 'open',
  method text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- when the status became final (Mollie's paidAt, canceledAt, expiredAt, failedAt)
  status_changed_at timestamptz,
  -- the Idempotency-Key header it was created with: the same key gives the same payment back
  idempotency_key text UNIQUE
);

CREATE TABLE product_wishlist (
  id serial PRIMARY KEY,
  partner_id int REFERENCES res_partner,
  session_id text,
  product_id int NOT NULL REFERENCES product_product,
  create_date timestamptz NOT NULL DEFAULT now()
);

-- OCA sale_product_set's product.set with vsf_requisition_list's owner: a named list of the
-- customer's company (partner_id: the commercial partner), made by vsf_owner_id.
CREATE TABLE product_set (
  id serial PRIMARY KEY,
  name text NOT NULL,
  partner_id int NOT NULL REFERENCES res_partner ON DELETE CASCADE,
  vsf_owner_id int REFERENCES res_partner ON DELETE SET NULL,
  write_date timestamptz NOT NULL DEFAULT now()
);

-- product.set.line with vsf_requisition_list's note.
CREATE TABLE product_set_line (
  id serial PRIMARY KEY,
  product_set_id int NOT NULL REFERENCES product_set ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES product_product,
  quantity double precision NOT NULL DEFAULT 1,
  sequence int NOT NULL DEFAULT 0,
  vsf_note text,
  write_date timestamptz NOT NULL DEFAULT now()
);

-- OCA base_tier_validation's tier.review of a sale order (vsf_sale_approval: one per request,
-- from the company's one rule). reviewer_ids: the res_users who may decide, when it was asked.
CREATE TABLE tier_review (
  id serial PRIMARY KEY,
  res_id int NOT NULL REFERENCES sale_order ON DELETE CASCADE,
  -- pending | approved | rejected
  status text NOT NULL DEFAULT 'pending',
  requested_by int REFERENCES res_users,
  reviewer_ids int[] NOT NULL DEFAULT '{}',
  done_by int REFERENCES res_users,
  reviewed_date timestamptz,
  comment text,
  create_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mailing_contact (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  create_date timestamptz NOT NULL DEFAULT now()
);

-- Outgoing mail (Odoo's mail.mail): what Odoo would have sent, kept for developers and tests.
CREATE TABLE mail_mail (
  id serial PRIMARY KEY,
  email_to text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  create_date timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE website_page (
  id serial PRIMARY KEY,
  name text NOT NULL,
  url text NOT NULL,
  lang text NOT NULL,
  content text NOT NULL,
  UNIQUE (url, lang)
);

-- graphql_vuestorefront's vsf.website.page: pages a merchant writes for the storefront (HTML as
-- typed, not rendered). One row per language, like website_page above.
CREATE TABLE vsf_website_page (
  id serial PRIMARY KEY,
  name text NOT NULL,
  url text NOT NULL,
  lang text NOT NULL,
  content text NOT NULL,
  is_published boolean NOT NULL DEFAULT false,
  UNIQUE (url, lang)
);

CREATE TABLE website_rewrite (
  id serial PRIMARY KEY,
  url_from text NOT NULL,
  url_to text NOT NULL
);

-- vsf_punchout: one punch-out of a buyer, from the setup request (cXML) or the login (OCI) to the
-- transfer of the cart. session_id follows the session through rotations (ON UPDATE CASCADE).
CREATE TABLE punchout_session (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES res_users,
  -- Null until the StartPage token is used.
  session_id text REFERENCES http_session ON UPDATE CASCADE ON DELETE SET NULL,
  -- CXML | OCI
  protocol text NOT NULL,
  -- OPEN | TRANSFERRED | CLOSED
  state text NOT NULL DEFAULT 'OPEN',
  -- CREATE | EDIT | INSPECT
  operation text NOT NULL DEFAULT 'CREATE',
  buyer_cookie text,
  return_url text,
  -- test | production
  deployment_mode text NOT NULL DEFAULT 'production',
  payload_id text,
  selected_sku text,
  -- ItemOut lines of an edit or inspect request: [{sku, auxiliaryId, quantity}]
  items jsonb NOT NULL DEFAULT '[]',
  extrinsics jsonb NOT NULL DEFAULT '[]',
  oci_ok_code text,
  oci_target text,
  oci_caller text,
  -- SHA-256 (hex) of the StartPage token; the token itself is never stored.
  start_token_hash text UNIQUE,
  start_expires_at timestamptz,
  start_used boolean NOT NULL DEFAULT false,
  -- The draft order that went back to the procurement system (cancelled by the transfer).
  order_id int REFERENCES sale_order,
  create_date timestamptz NOT NULL DEFAULT now(),
  write_date timestamptz NOT NULL DEFAULT now(),
  -- A payloadID is refused the second time for the same buyer.
  UNIQUE (user_id, payload_id)
);
CREATE INDEX punchout_session_open ON punchout_session (session_id) WHERE state = 'OPEN';
