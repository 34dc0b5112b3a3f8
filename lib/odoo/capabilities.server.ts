import 'server-only';
import { operations } from '@/graphql/generated/operations';
import type { OperationEntry, TypedDocument } from '@/graphql/typed-document';
import { odooHostHeaderOverride, PUBLIC_HOST_FALLBACK } from './config.server';
import { DEFAULT_LOCALE, ODOO_LANGS } from '@/lib/i18n/locales';
import { odooRequest } from './odoo-request.server';

/**
 * Our schema extensions; a plain Odoo 15 with graphql_vuestorefront has none of them. Each comes
 * from one Odoo module in odoo/ (FEATURE_SOURCES; the modules' blocks in
 * graphql/schema/extensions.graphql).
 */
export interface OdooCapabilities {
  /**
   * The backend has every extension name that the generated core documents leave out
   * (`extensionFields` of each operation with a `coreDocument`: Product.brand,
   * ProductList.filterValues, Partner/User.websiteCatalogProducts, register(extra:), ...), i.e. the
   * modules of FULL_DOCUMENT_MODULES are installed. Only then are the full documents sent; otherwise
   * every such operation gets its core document (lib/odoo/core-documents.server.ts). All or nothing
   * on purpose: a backend with only some of those modules is treated like a plain Odoo 15 for these
   * operations, which always works and only loses the extras; the features below are gated one by
   * one.
   */
  extensions: boolean;
  brands: boolean;
  filters: boolean;
  catalogs: boolean;
  compare: boolean;
  quickSearch: boolean;
  /** productVariantsBySku: a quick order's SKUs in one call instead of one search each. */
  skuLookup: boolean;
  /** Order.validityDate and the quotation filters. */
  quotations: boolean;
  /** invoices(filter:) with payment states. */
  invoiceFilter: boolean;
  updateOrder: boolean;
  /** makePayment(acquirerId, extra) returning a transaction (not Odoo 14's HTML form). */
  makePayment: boolean;
  /** websitePage(url:) with rendered content. */
  websitePage: boolean;
  /** register(extra: {vat, companyName, companyRegNo}). */
  registerExtra: boolean;
  punchout: boolean;
  /** buyingCompany: colleagues with roles, company orders, the PO reference rule. */
  companyAccounts: boolean;
  purchasedProducts: boolean;
  /** Named product lists of the customer's company. */
  requisitionLists: boolean;
  /** The company's approval rule, submitting a cart for approval, deciding on requests. */
  approvals: boolean;
  /**
   * The extension-only operations (graphql/README.md) this backend cannot take: it lacks a name
   * they use. The executors never send one (core-documents.server.ts); the features above hide
   * them before it comes to that.
   */
  unsendable: ReadonlySet<string>;
}

type Feature = Exclude<keyof OdooCapabilities, 'extensions' | 'unsendable'>;

/** Each feature: the Odoo module in odoo/ that provides it and the schema name that tells. */
export const FEATURE_SOURCES: Readonly<Record<Feature, { module: string; coordinate: string }>> = {
  brands: { module: 'vsf_product_brand', coordinate: 'Query.brands' },
  filters: { module: 'vsf_product_filter', coordinate: 'Query.filters' },
  catalogs: { module: 'vsf_website_catalog', coordinate: 'Query.catalogs' },
  compare: { module: 'vsf_product_compare', coordinate: 'Query.compareProducts' },
  quickSearch: { module: 'vsf_quick_search', coordinate: 'Query.quickSearch' },
  skuLookup: { module: 'vsf_quick_order', coordinate: 'Query.productVariantsBySku' },
  quotations: { module: 'vsf_sale_quotation', coordinate: 'Order.validityDate' },
  invoiceFilter: { module: 'vsf_account_invoice_filter', coordinate: 'Query.invoices(filter:)' },
  updateOrder: { module: 'vsf_sale_order_reference', coordinate: 'Mutation.updateOrder' },
  makePayment: {
    module: 'vsf_payment_transaction',
    coordinate: 'Mutation.makePayment(acquirerId:)',
  },
  websitePage: { module: 'vsf_website_content', coordinate: 'Query.websitePage(url:)' },
  registerExtra: { module: 'vsf_signup_company', coordinate: 'Mutation.register(extra:)' },
  punchout: { module: 'vsf_punchout', coordinate: 'Mutation.punchoutTransfer' },
  companyAccounts: { module: 'vsf_b2b_company', coordinate: 'Query.buyingCompany' },
  purchasedProducts: { module: 'vsf_purchased_products', coordinate: 'Query.purchasedProducts' },
  requisitionLists: { module: 'vsf_requisition_list', coordinate: 'Query.requisitionLists' },
  approvals: { module: 'vsf_sale_approval', coordinate: 'Query.approvalRequests' },
};

/** The modules whose names the full documents use (`extensions`); tests/odoo/capabilities.test.ts. */
export const FULL_DOCUMENT_MODULES = [
  'vsf_account_invoice_filter',
  'vsf_b2b_company',
  'vsf_payment_transaction',
  'vsf_product_brand',
  'vsf_product_filter',
  'vsf_sale_delivery',
  'vsf_sale_order_reference',
  'vsf_sale_quotation',
  'vsf_signup_company',
  'vsf_website_catalog',
];

export type OdooCapability = Exclude<keyof OdooCapabilities, 'unsendable'>;

interface IntrospectedField {
  name: string;
  args?: { name: string }[] | null;
}
interface IntrospectedType {
  fields?: IntrospectedField[] | null;
  inputFields?: IntrospectedField[] | null;
}
/** One `__type` answer per type name (the alias is the type name); null when the type is missing. */
export type CapabilitiesIntrospection = Partial<Record<string, IntrospectedType | null>>;

/** A schema coordinate (`Type`, `Type.field`, `Type.field(arg:)`) the core documents leave out. */
export interface Coordinate {
  type: string;
  field: string | null;
  argument: string | null;
}

const COORDINATE =
  /^([_A-Za-z][_0-9A-Za-z]*)(?:\.([_A-Za-z][_0-9A-Za-z]*)(?:\(([_A-Za-z][_0-9A-Za-z]*):\))?)?$/;

/** Everything the core documents leave out, from the generated operations map. */
export function coreVariantCoordinates(
  entries: readonly OperationEntry[] = Object.values(operations),
): Coordinate[] {
  return toCoordinates(
    entries.flatMap((entry) => (entry.coreDocument === null ? [] : entry.extensionFields)),
  );
}

function toCoordinates(names: readonly string[]): Coordinate[] {
  return [...new Set(names)].sort().map((coordinate) => {
    const match = COORDINATE.exec(coordinate);
    if (!match?.[1]) throw new Error(`Not a schema coordinate: ${coordinate}`);
    return { type: match[1], field: match[2] ?? null, argument: match[3] ?? null };
  });
}

const CORE_VARIANT_COORDINATES = coreVariantCoordinates();

/** Per extension-only operation, the names it needs that a plain Odoo 15 lacks. */
const EXTENSION_ONLY = Object.entries(operations).flatMap(
  ([name, entry]: [string, OperationEntry]) =>
    entry.extensionOnly ? [{ name, needs: toCoordinates(entry.extensionFields) }] : [],
);

/** The types the checks below read: those of the features' and the extension names. */
const INTROSPECTED_TYPES = [
  ...new Set([
    ...toCoordinates(Object.values(FEATURE_SOURCES).map((source) => source.coordinate)).map(
      (c) => c.type,
    ),
    ...CORE_VARIANT_COORDINATES.map((c) => c.type),
    ...EXTENSION_ONLY.flatMap((operation) => operation.needs.map((c) => c.type)),
  ]),
];

// One small introspection instead of the whole schema: only the types the checks read, names only.
// Each answer's alias is its type name.
const CAPABILITIES_DOCUMENT = `query odooCapabilities {
${INTROSPECTED_TYPES.map(
  (type) =>
    `  ${type}: __type(name: "${type}") { fields { name args { name } } inputFields { name } }`,
).join('\n')}
}` as TypedDocument<CapabilitiesIntrospection, Record<string, never>>;

/** Odoo's schema changes only with a module upgrade; re-check now and then, not per request. */
const TTL_MS = 10 * 60 * 1000;

let cached: { at: number; promise: Promise<OdooCapabilities> } | null = null;

/** Which extensions the backend has. One introspection per process and TTL; failures are not kept. */
export function odooCapabilities(): Promise<OdooCapabilities> {
  // performance.now(), not Date.now(): product pages and login now ask for the capabilities
  // (core-documents.ts), and Next refuses the current time in a prerender that read no data yet.
  const now = performance.now();
  if (cached && now - cached.at < TTL_MS) return cached.promise;
  // odooRequest, not odooPublic: the executors ask for the capabilities themselves
  // (core-documents.ts), and the introspection is never rewritten.
  const promise = odooRequest(CAPABILITIES_DOCUMENT, undefined, {
    sessionId: null,
    host: odooHostHeaderOverride() ?? PUBLIC_HOST_FALLBACK,
    // The schema is the same in every language.
    lang: ODOO_LANGS[DEFAULT_LOCALE],
  }).then(capabilitiesFrom);
  const entry = { at: now, promise };
  cached = entry;
  promise.catch(() => {
    if (cached === entry) cached = null;
  });
  return promise;
}

/** Forget the cached answer (after an Odoo module upgrade; tests). */
export function clearOdooCapabilities(): void {
  cached = null;
}

export function capabilitiesFrom(schema: CapabilitiesIntrospection): OdooCapabilities {
  const features = Object.fromEntries(
    Object.entries(FEATURE_SOURCES).map(([feature, { coordinate }]) => [
      feature,
      toCoordinates([coordinate]).every((c) => has(schema, c)),
    ]),
  ) as Record<Feature, boolean>;
  return {
    extensions: CORE_VARIANT_COORDINATES.every((coordinate) => has(schema, coordinate)),
    ...features,
    unsendable: new Set(
      EXTENSION_ONLY.filter((operation) =>
        operation.needs.some((coordinate) => !has(schema, coordinate)),
      ).map((operation) => operation.name),
    ),
  };
}

function has(schema: CapabilitiesIntrospection, coordinate: Coordinate): boolean {
  const type = schema[coordinate.type];
  if (!type) return false;
  if (coordinate.field === null) return true;
  const fields = fieldMap(type);
  if (coordinate.argument !== null)
    return hasArgument(fields, coordinate.field, coordinate.argument);
  // An input object's field (OrderFilterInput.name) or an object's field (Product.brand).
  return fields.has(coordinate.field);
}

function fieldMap(type: IntrospectedType | null | undefined): Map<string, Set<string>> {
  return new Map(
    [...(type?.fields ?? []), ...(type?.inputFields ?? [])].map((field) => [
      field.name,
      new Set((field.args ?? []).map((arg) => arg.name)),
    ]),
  );
}

function hasArgument(fields: Map<string, Set<string>>, field: string, argument: string): boolean {
  return fields.get(field)?.has(argument) ?? false;
}
