import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operations, type OperationName } from '@/graphql/generated/operations';
import { buildShopSchema, buildStockSchema } from '@/graphql/schema/load-schema';
import type { OdooCapability } from '@/lib/odoo/capabilities.server';

// A real Odoo 15 without our modules must accept every document the data layer sends it: the
// full document of an operation that names nothing from the extensions, the generated core
// document of one that does (lib/odoo/core-documents.server.ts). Extension-only operations are never
// sent there: the feature that uses them asks odooCapabilities() first (optional-feature.ts).

/**
 * The extension-only operations: the row of docs/odoo-extensions.md that provides what they need,
 * and the capability the data layer gates them with.
 */
const EXTENSION_ONLY: Partial<
  Record<OperationName, { extension: string; capability: OdooCapability }>
> = {
  compareProducts: { extension: 'Compare', capability: 'compare' },
  approveRequest: { extension: 'Order approvals', capability: 'approvals' },
  cartNeedsApproval: { extension: 'Order approvals', capability: 'approvals' },
  getApprovalRequest: { extension: 'Order approvals', capability: 'approvals' },
  getApprovalRequests: { extension: 'Order approvals', capability: 'approvals' },
  getApprovalRule: { extension: 'Order approvals', capability: 'approvals' },
  rejectRequest: { extension: 'Order approvals', capability: 'approvals' },
  submitCartForApproval: { extension: 'Order approvals', capability: 'approvals' },
  updateApprovalRule: { extension: 'Order approvals', capability: 'approvals' },
  getBuyingCompany: { extension: 'Company accounts', capability: 'companyAccounts' },
  getCompanyMembers: { extension: 'Company accounts', capability: 'companyAccounts' },
  getOrdersInScope: { extension: 'Company accounts', capability: 'companyAccounts' },
  getPurchasedProducts: { extension: 'Purchased products', capability: 'purchasedProducts' },
  addRequisitionListLines: { extension: 'Requisition lists', capability: 'requisitionLists' },
  createRequisitionList: { extension: 'Requisition lists', capability: 'requisitionLists' },
  deleteRequisitionList: { extension: 'Requisition lists', capability: 'requisitionLists' },
  getRequisitionList: { extension: 'Requisition lists', capability: 'requisitionLists' },
  getRequisitionLists: { extension: 'Requisition lists', capability: 'requisitionLists' },
  removeRequisitionListLines: { extension: 'Requisition lists', capability: 'requisitionLists' },
  renameRequisitionList: { extension: 'Requisition lists', capability: 'requisitionLists' },
  updateRequisitionListLine: { extension: 'Requisition lists', capability: 'requisitionLists' },
  inviteCompanyMember: { extension: 'Company accounts', capability: 'companyAccounts' },
  restoreCompanyMemberAccess: { extension: 'Company accounts', capability: 'companyAccounts' },
  revokeCompanyMemberAccess: { extension: 'Company accounts', capability: 'companyAccounts' },
  updateBuyingCompany: { extension: 'Company accounts', capability: 'companyAccounts' },
  updateCompanyMemberRole: { extension: 'Company accounts', capability: 'companyAccounts' },
  findProductVariantsBySkus: { extension: 'Quick order', capability: 'skuLookup' },
  getBrands: { extension: 'Brands', capability: 'brands' },
  getCatalogs: { extension: 'Catalogs', capability: 'catalogs' },
  getFilters: { extension: 'Filters', capability: 'filters' },
  getInvoices: { extension: 'Invoice filters', capability: 'invoiceFilter' },
  getPaymentTransactionRequest: { extension: 'Payment transactions', capability: 'makePayment' },
  getQuickSearchResult: { extension: 'Quick search', capability: 'quickSearch' },
  getQuotations: { extension: 'Quotations', capability: 'quotations' },
  getStaticContent: { extension: 'Static content', capability: 'websitePage' },
  paymentMakeExternal: { extension: 'Payment transactions', capability: 'makePayment' },
  punchoutLogin: { extension: 'Punch-out', capability: 'punchout' },
  punchoutSession: { extension: 'Punch-out', capability: 'punchout' },
  punchoutSetup: { extension: 'Punch-out', capability: 'punchout' },
  punchoutStart: { extension: 'Punch-out', capability: 'punchout' },
  punchoutTransfer: { extension: 'Punch-out', capability: 'punchout' },
  updateOrderComment: { extension: 'Order reference and comment', capability: 'updateOrder' },
  updateOrderRef: { extension: 'Order reference and comment', capability: 'updateOrder' },
  updatePayment: { extension: 'Payment transactions', capability: 'makePayment' },
};

/** Rows of docs/odoo-extensions.md that no operation needs entirely, and why. */
const NOT_EXTENSION_ONLY: Record<string, string> = {
  'Registration extras': 'signUpUser has a core document without register(extra:)',
  Deliveries: 'ordersGet and getQuotation have core documents without the delivery fields',
};

/** The first column of the table in docs/odoo-extensions.md. */
function documentedExtensions(): string[] {
  const markdown = readFileSync(join(process.cwd(), 'docs/odoo-extensions.md'), 'utf8');
  // Only the first table: the document has others (order and invoice status).
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| '));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines
    .slice(start, end)
    .filter((line) => !/^\|\s*(Extension\s|-)/.test(line))
    .map((line) => line.split('|')[1]?.trim() ?? '');
}

// The shop's view of Odoo 15 (core.graphql) and what a stock Odoo 15 really serves: a document
// must pass both.
const core = buildShopSchema({ withExtensions: false });
const stock = buildStockSchema();
const names = Object.keys(operations) as OperationName[];

/** What the data layer sends a backend without our extensions. */
function sentToPlainOdoo(name: OperationName): string {
  const entry = operations[name];
  return entry.coreDocument ?? entry.document;
}

function coreErrors(document: string): string[] {
  return [core, stock].flatMap((schema) =>
    validate(schema, parse(document)).map((error) => error.message),
  );
}

describe('operations a plain Odoo 15 must accept', () => {
  it.each(names.filter((name) => !operations[name].extensionOnly))('%s', (name) => {
    expect(coreErrors(sentToPlainOdoo(name))).toEqual([]);
  });

  it('gets a core document exactly where the full one names extension fields', () => {
    for (const name of names.filter((candidate) => !operations[candidate].extensionOnly)) {
      const needsCore = coreErrors(operations[name].document).length > 0;
      expect(operations[name].coreDocument !== null, name).toBe(needsCore);
      expect(operations[name].extensionFields.length > 0, name).toBe(needsCore);
    }
  });
});

describe('extension-only operations', () => {
  const extensionOnly = names.filter((name) => operations[name].extensionOnly);

  it('are the documented ones', () => {
    expect(extensionOnly.sort()).toEqual(Object.keys(EXTENSION_ONLY).sort());
  });

  it('cover the documented extensions', () => {
    const needed = new Set(extensionOnly.map((name) => EXTENSION_ONLY[name]?.extension));
    expect([...needed].sort()).toEqual(
      [
        'Brands',
        'Filters',
        'Catalogs',
        'Compare',
        'Quick search',
        'Quick order',
        'Quotations',
        'Invoice filters',
        'Order reference and comment',
        'Payment transactions',
        'Static content',
        'Punch-out',
        'Company accounts',
        'Purchased products',
        'Requisition lists',
        'Order approvals',
      ].sort(),
    );
    expect(documentedExtensions().sort()).toEqual(
      [...needed, ...Object.keys(NOT_EXTENSION_ONLY)].sort(),
    );
  });

  it.each(extensionOnly)('%s has no core document and fails on the core alone', (name) => {
    expect(operations[name].coreDocument).toBeNull();
    expect(operations[name].extensionFields.length).toBeGreaterThan(0);
    expect(coreErrors(operations[name].document)).not.toEqual([]);
    expect(validate(stock, parse(operations[name].document))).not.toEqual([]);
  });
});
