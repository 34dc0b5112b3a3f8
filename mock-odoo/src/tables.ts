// The rows of the tables of tables.sql, one interface a table, as PGlite reads them: int and
// double precision as numbers, date and timestamptz as Dates, arrays as arrays, jsonb parsed.
// tables.sql says what the columns mean; tests/mock-odoo/tables.test.ts holds the two together.
// The seed writes these rows (NewRow), the models and the demo-data export read them, with Pick
// where a query reads fewer columns.

export interface IrConfigParameter {
  key: string;
  value: string;
}

export interface ResCurrency {
  id: number;
  name: string;
  symbol: string;
}

export interface ProductPricelist {
  id: number;
  name: string;
  currency_id: number;
  discount: number;
}

export interface ResCurrencyRate {
  id: number;
  currency_id: number;
  name: Date;
  rate: number;
}

export interface ResCountry {
  id: number;
  name: string;
  code: string;
}

export interface ResCountryState {
  id: number;
  country_id: number;
  name: string;
  code: string;
}

export interface ResPartner {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  street2: string | null;
  city: string | null;
  zip: string | null;
  country_id: number | null;
  state_id: number | null;
  parent_id: number | null;
  type: string;
  is_company: boolean;
  vat: string | null;
  company_registry: string | null;
  active: boolean;
  website_catalog_products: boolean;
  pricelist_id: number | null;
  lang: string | null;
  vsf_company_role: string;
  vsf_po_reference_required: boolean;
  vsf_approval_above: number;
  create_date: Date;
}

export interface Website {
  id: number;
  name: string;
  domain: string | null;
  default_lang: string;
  pricelist_id: number;
  public_partner_id: number;
  company_partner_id: number;
}

export interface WebsitePricelist {
  website_id: number;
  pricelist_id: number;
}

export interface ResLang {
  id: number;
  code: string;
  name: string;
  url_code: string;
  active: boolean;
}

export interface WebsiteLang {
  website_id: number;
  lang_id: number;
}

export interface IrTranslation {
  id: number;
  name: string;
  res_id: number | null;
  lang: string;
  type: string;
  src: string | null;
  value: string;
}

export interface ResUsers {
  id: number;
  login: string;
  password_hash: string | null;
  partner_id: number;
  active: boolean;
  login_date: Date | null;
  signup_token: string | null;
  signup_expiration: Date | null;
  punchout_domain: string | null;
  punchout_identity: string | null;
  punchout_secret_hash: string | null;
  punchout_message_field: string;
  punchout_operation_allowed: string;
  punchout_supplier_domain: string | null;
  punchout_supplier_identity: string | null;
  oci_username: string | null;
  oci_password_hash: string | null;
  punchout_return_urls: string[];
}

export interface HttpSession {
  id: string;
  uid: number | null;
  sale_order_id: number | null;
  monitored_tx_ids: number[];
  website_sale_last_tx_id: number | null;
  create_date: Date;
}

export interface UomUom {
  id: number;
  name: string;
  unece_code: string;
}

export interface ProductPublicCategory {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  sequence: number;
}

export interface ProductBrand {
  id: number;
  name: string;
  slug: string;
  description: string | null;
}

export interface ProductAttribute {
  id: number;
  name: string;
  display_type: string;
  create_variant: string;
  visibility: string;
  sequence: number;
}

export interface ProductAttributeValue {
  id: number;
  attribute_id: number;
  name: string;
  html_color: string | null;
  sequence: number;
}

export interface ProductTemplate {
  id: number;
  name: string;
  description_sale: string | null;
  list_price: number;
  default_code: string | null;
  barcode: string | null;
  brand_id: number | null;
  is_published: boolean;
  sale_ok: boolean;
  type: string;
  weight: number | null;
  uom_id: number | null;
  unspsc_code: string | null;
  image_hue: number;
  image_shape: number;
  website_meta_title: string | null;
  website_meta_description: string | null;
  website_meta_keywords: string | null;
  create_date: Date;
}

export interface ProductTemplatePublicCategory {
  template_id: number;
  category_id: number;
}

export interface ProductTemplateAttributeValue {
  id: number;
  template_id: number;
  attribute_value_id: number;
  price_extra: number;
}

export interface ProductProduct {
  id: number;
  template_id: number;
  default_code: string | null;
  barcode: string | null;
  active: boolean;
  qty_available: number;
  combination_indices: string;
}

export interface ProductPricelistItem {
  id: number;
  pricelist_id: number;
  applied_on: string;
  product_tmpl_id: number | null;
  product_id: number | null;
  compute_price: string;
  fixed_price: number;
  percent_price: number;
}

export interface ProductVariantCombination {
  product_id: number;
  ptav_id: number;
}

export interface ProductAlternative {
  template_id: number;
  alternative_id: number;
}

export interface ProductAccessory {
  template_id: number;
  product_id: number;
}

export interface ProductFilter {
  id: number;
  name: string;
  display_type: string;
  sequence: number;
}

export interface ProductFilterValue {
  id: number;
  filter_id: number;
  name: string;
  html_color: string | null;
  sequence: number;
}

export interface ProductTemplateFilterValue {
  template_id: number;
  value_id: number;
}

export interface WebsiteCatalog {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  partner_id: number | null;
}

export interface WebsiteCatalogProduct {
  catalog_id: number;
  template_id: number;
}

export interface DeliveryCarrier {
  id: number;
  name: string;
  fixed_price: number;
  free_over: number | null;
  sequence: number;
  active: boolean;
}

export interface CouponProgram {
  id: number;
  code: string;
  name: string;
  discount_percent: number;
  minimum_amount: number;
  active: boolean;
}

export interface SaleOrder {
  id: number;
  name: string;
  partner_id: number;
  partner_invoice_id: number;
  partner_shipping_id: number;
  state: string;
  date_order: Date;
  validity_date: Date | null;
  client_order_ref: string | null;
  note: string | null;
  carrier_id: number | null;
  pricelist_id: number;
  website_id: number | null;
  coupon_program_id: number | null;
  access_token: string;
  invoice_status: string;
}

export interface SaleOrderLine {
  id: number;
  order_id: number;
  product_id: number | null;
  name: string;
  product_uom_qty: number;
  price_unit: number;
  is_delivery: boolean;
  is_reward: boolean;
  sequence: number;
  warning_stock: string | null;
}

export interface StockPicking {
  id: number;
  name: string;
  sale_id: number;
  state: string;
  backorder_id: number | null;
  scheduled_date: Date;
  date_done: Date | null;
  date_delivered: Date | null;
  carrier_tracking_ref: string | null;
  carrier_tracking_url: string | null;
}

export interface StockMoveLine {
  id: number;
  picking_id: number;
  product_id: number;
  qty_done: number;
  lot_name: string | null;
}

export interface AccountMove {
  id: number;
  name: string;
  partner_id: number;
  partner_shipping_id: number | null;
  order_id: number | null;
  move_type: string;
  invoice_date: Date | null;
  invoice_date_due: Date | null;
  state: string;
  payment_state: string;
  invoice_origin: string | null;
  ref: string | null;
  amount_untaxed: number;
  amount_tax: number;
  amount_total: number;
  amount_residual: number;
  access_token: string;
}

export interface AccountMoveLine {
  id: number;
  move_id: number;
  product_id: number | null;
  name: string;
  quantity: number;
  price_unit: number;
  price_subtotal: number;
  price_total: number;
}

export interface MailFollowers {
  res_model: string;
  res_id: number;
  partner_id: number;
}

export interface PaymentAcquirer {
  id: number;
  name: string;
  provider: string;
  state: string;
  display_as: string | null;
  pending_msg: string | null;
  sequence: number;
  vsf_adyen_hosted_page: boolean;
}

export interface PaymentTransaction {
  id: number;
  reference: string;
  acquirer_id: number;
  order_id: number | null;
  partner_id: number | null;
  amount: number;
  currency_id: number;
  state: string;
  acquirer_reference: string | null;
  state_message: string | null;
  return_url: string | null;
  checkout_url: string | null;
  access_token: string;
  created_on_vsf: boolean;
  is_post_processed: boolean;
  last_state_change: Date;
  create_date: Date;
}

export interface MolliePayment {
  id: string;
  amount_value: string;
  amount_currency: string;
  description: string;
  redirect_url: string;
  webhook_url: string | null;
  metadata: unknown;
  locale: string | null;
  status: string;
  method: string | null;
  created_at: Date;
  status_changed_at: Date | null;
  idempotency_key: string | null;
}

export interface ProductWishlist {
  id: number;
  partner_id: number | null;
  session_id: string | null;
  product_id: number;
  create_date: Date;
}

export interface ProductSet {
  id: number;
  name: string;
  partner_id: number;
  vsf_owner_id: number | null;
  write_date: Date;
}

export interface ProductSetLine {
  id: number;
  product_set_id: number;
  product_id: number;
  quantity: number;
  sequence: number;
  vsf_note: string | null;
  write_date: Date;
}

export interface TierReview {
  id: number;
  res_id: number;
  status: string;
  requested_by: number | null;
  reviewer_ids: number[];
  done_by: number | null;
  reviewed_date: Date | null;
  comment: string | null;
  create_date: Date;
}

export interface MailingContact {
  id: number;
  email: string;
  create_date: Date;
}

export interface MailMail {
  id: number;
  email_to: string;
  subject: string;
  body: string;
  create_date: Date;
}

export interface WebsitePage {
  id: number;
  name: string;
  url: string;
  lang: string;
  content: string;
}

export interface VsfWebsitePage {
  id: number;
  name: string;
  url: string;
  lang: string;
  content: string;
  is_published: boolean;
}

export interface WebsiteRewrite {
  id: number;
  url_from: string;
  url_to: string;
}

export interface PunchoutSession {
  id: number;
  user_id: number;
  session_id: string | null;
  protocol: string;
  state: string;
  operation: string;
  buyer_cookie: string | null;
  return_url: string | null;
  deployment_mode: string;
  payload_id: string | null;
  selected_sku: string | null;
  items: unknown;
  extrinsics: unknown;
  oci_ok_code: string | null;
  oci_target: string | null;
  oci_caller: string | null;
  start_token_hash: string | null;
  start_expires_at: Date | null;
  start_used: boolean;
  order_id: number | null;
  create_date: Date;
  write_date: Date;
}

export interface Tables {
  ir_config_parameter: IrConfigParameter;
  res_currency: ResCurrency;
  product_pricelist: ProductPricelist;
  res_currency_rate: ResCurrencyRate;
  res_country: ResCountry;
  res_country_state: ResCountryState;
  res_partner: ResPartner;
  website: Website;
  website_pricelist: WebsitePricelist;
  res_lang: ResLang;
  website_lang: WebsiteLang;
  ir_translation: IrTranslation;
  res_users: ResUsers;
  http_session: HttpSession;
  uom_uom: UomUom;
  product_public_category: ProductPublicCategory;
  product_brand: ProductBrand;
  product_attribute: ProductAttribute;
  product_attribute_value: ProductAttributeValue;
  product_template: ProductTemplate;
  product_template_public_category: ProductTemplatePublicCategory;
  product_template_attribute_value: ProductTemplateAttributeValue;
  product_product: ProductProduct;
  product_pricelist_item: ProductPricelistItem;
  product_variant_combination: ProductVariantCombination;
  product_alternative: ProductAlternative;
  product_accessory: ProductAccessory;
  product_filter: ProductFilter;
  product_filter_value: ProductFilterValue;
  product_template_filter_value: ProductTemplateFilterValue;
  website_catalog: WebsiteCatalog;
  website_catalog_product: WebsiteCatalogProduct;
  delivery_carrier: DeliveryCarrier;
  coupon_program: CouponProgram;
  sale_order: SaleOrder;
  sale_order_line: SaleOrderLine;
  stock_picking: StockPicking;
  stock_move_line: StockMoveLine;
  account_move: AccountMove;
  account_move_line: AccountMoveLine;
  mail_followers: MailFollowers;
  payment_acquirer: PaymentAcquirer;
  payment_transaction: PaymentTransaction;
  mollie_payment: MolliePayment;
  product_wishlist: ProductWishlist;
  product_set: ProductSet;
  product_set_line: ProductSetLine;
  tier_review: TierReview;
  mailing_contact: MailingContact;
  mail_mail: MailMail;
  website_page: WebsitePage;
  vsf_website_page: VsfWebsitePage;
  website_rewrite: WebsiteRewrite;
  punchout_session: PunchoutSession;
}

export type TableName = keyof Tables;

/** What the seed writes into a column: a date as ISO text, as json_populate_recordset reads it. */
type Written<V> = V extends Date ? string : V;

/** A row to insert: some of the table's columns; the others take their defaults. */
export type NewRow<T extends TableName> = { [K in keyof Tables[T]]?: Written<Tables[T][K]> };
