import 'server-only';
import type { TypedDocument } from '@/graphql/typed-document';
import { odooPublic } from './odoo-public';

/** Our schema extensions; a plain Odoo 15 with graphql_vuestorefront has none of them. */
export interface OdooCapabilities {
  brands: boolean;
  filters: boolean;
  catalogs: boolean;
  compare: boolean;
  quickSearch: boolean;
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
}

export type OdooCapability = keyof OdooCapabilities;

interface IntrospectedField {
  name: string;
  args?: { name: string }[] | null;
}
interface IntrospectedType {
  fields: IntrospectedField[] | null;
}
export interface CapabilitiesIntrospection {
  query: IntrospectedType | null;
  mutation: IntrospectedType | null;
  order: IntrospectedType | null;
}

// One small introspection instead of the whole schema: only the three types the checks read.
const CAPABILITIES_DOCUMENT = /* GraphQL */ `
  query odooCapabilities {
    query: __type(name: "Query") {
      fields {
        name
        args {
          name
        }
      }
    }
    mutation: __type(name: "Mutation") {
      fields {
        name
        args {
          name
        }
      }
    }
    order: __type(name: "Order") {
      fields {
        name
      }
    }
  }
` as TypedDocument<CapabilitiesIntrospection, Record<string, never>>;

/** Odoo's schema changes only with a module upgrade; re-check now and then, not per request. */
const TTL_MS = 10 * 60 * 1000;

let cached: { at: number; promise: Promise<OdooCapabilities> } | null = null;

/** Which extensions the backend has. One introspection per process and TTL; failures are not kept. */
export function odooCapabilities(): Promise<OdooCapabilities> {
  const now = Date.now();
  if (cached && now - cached.at < TTL_MS) return cached.promise;
  const promise = odooPublic().request(CAPABILITIES_DOCUMENT).then(capabilitiesFrom);
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
  const query = fieldMap(schema.query);
  const mutation = fieldMap(schema.mutation);
  const order = fieldMap(schema.order);
  return {
    brands: query.has('brands'),
    filters: query.has('filters'),
    catalogs: query.has('catalogs'),
    compare: query.has('compareProducts'),
    quickSearch: query.has('quickSearch'),
    quotations: order.has('validityDate'),
    invoiceFilter: hasArgument(query, 'invoices', 'filter'),
    updateOrder: mutation.has('updateOrder'),
    makePayment: hasArgument(mutation, 'makePayment', 'acquirerId'),
    websitePage: hasArgument(query, 'websitePage', 'url'),
    registerExtra: hasArgument(mutation, 'register', 'extra'),
    punchout: mutation.has('punchoutLogin'),
  };
}

function fieldMap(type: IntrospectedType | null): Map<string, Set<string>> {
  return new Map(
    (type?.fields ?? []).map((field) => [
      field.name,
      new Set((field.args ?? []).map((arg) => arg.name)),
    ]),
  );
}

function hasArgument(fields: Map<string, Set<string>>, field: string, argument: string): boolean {
  return fields.get(field)?.has(argument) ?? false;
}
