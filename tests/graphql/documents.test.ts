import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildASTSchema,
  getNamedType,
  Kind,
  parse,
  TypeInfo,
  validate,
  validateSchema,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { operations, type OperationName } from '@/graphql/generated/operations';
import {
  buildShopSchema,
  loadSchema,
  mergeSchemaDocuments,
  readSchemaSource,
} from '@/graphql/schema/load-schema';
import { extractNames, flattenNames, type SchemaNames } from '@/scripts/extract-odoo-names';
import {
  checkGenerated,
  deriveCoreVariants,
  generateOperationsModule,
  GraphqlDocumentError,
  loadDocuments,
  loadValidatedDocuments,
  OUTPUT_FILE,
  ROOT,
  validateOperation,
} from '@/scripts/generate-graphql-types';

/** The named operations of the specification (section 7), spelled as it spells them. */
const SPEC_OPERATIONS = [
  // Cart
  'cartLoad',
  'cartAddItem',
  'cartRemoveItem',
  'cartUpdateItemQty',
  'updateCartItem',
  'cartClear',
  'applyCoupon',
  'cartAddMultipleItems',
  'cartRemoveMultipleItems',
  // Quick order: SKUs to variant ids (not in the spec's list): all at once with the Quick order
  // extension, else one core products(search) per SKU
  'findProductVariantsBySkus',
  'findProductVariantsBySku',
  // Catalog
  'getCategories',
  'getCategory',
  'getProductTemplatesList',
  'getProductTemplate',
  'getRealProduct',
  // The price island's variant prices (not in the spec's list): a shopper's price of the chosen
  // variant and of accessories, which Odoo lists as variants (core fields only)
  'getProductVariantPrices',
  'getQuickSearchResult',
  'getBrands',
  'getFilters',
  'getCatalogs',
  'compareProducts',
  // Addresses
  'billingGetAddress',
  'shippingGetAddress',
  'billingAddAddress',
  'shippingAddAdress',
  'billingUpdateAddress',
  'shippingUpdateAddress',
  'deleteAddress',
  'setDefaultAddress',
  'selectAddress',
  'getCountries',
  'getCountryStates',
  // Shipping
  'shippingGetDeliveryMethods',
  'setShippingMethod',
  // User
  'loadUser',
  'logInUser',
  'signUpUser',
  'logOutUser',
  'updateAccount',
  'updatePassword',
  'sendResetPassword',
  'changePassword',
  'subscribeNewsLetter',
  // Orders
  'ordersGet',
  'updateOrderRef',
  'updateOrderComment',
  // The comment on the session cart, which its customer may not read through order(id) yet
  'getCartComment',
  'getQuotations',
  // Orders waiting for a bank transfer from core fields (an Odoo without our quotation extension)
  'ordersAwaitingPayment',
  'getQuotation',
  'getInvoices',
  // Payment
  'paymentLoadProviders',
  'paymentConfirmation',
  // What website_sale's own payment route needs (Odoo 15 without our payment extension)
  'cartPaymentTerms',
  'paymentMakeExternal',
  'getPaymentAcquirer',
  'updatePayment',
  'getPaymentTransactionRequest',
  'adyenPaymentMethods',
  'adyenOpenTransaction',
  'adyenMakeDirectPayment',
  'adyenAcquirerInfo',
  'adyenPaymentDetails',
  // Wishlist
  'wishlistLoad',
  'wishlistAddItem',
  'wishlistRemoveItem',
  // Other
  'getStaticContent',
  // Static pages on an Odoo without our website-page extension (not in the spec's list):
  // graphql_vuestorefront's own websitePage(pageSlug)
  'getWebsitePage',
  // Punch-out (not in the spec's list: no public Odoo addon has punch-out; extension vsf_punchout)
  'punchoutSetup',
  'punchoutStart',
  'punchoutLogin',
  'punchoutSession',
  'punchoutTransfer',
  // Company accounts (not in the spec's list; extension vsf_b2b_company)
  'getBuyingCompany',
  'getCompanyMembers',
  'getOrdersInScope',
  'inviteCompanyMember',
  'updateCompanyMemberRole',
  'revokeCompanyMemberAccess',
  'restoreCompanyMemberAccess',
  'updateBuyingCompany',
  // Purchased products (not in the spec's list; extension vsf_purchased_products)
  'getPurchasedProducts',
  // Requisition lists (not in the spec's list; extension vsf_requisition_list)
  'addRequisitionListLines',
  'createRequisitionList',
  'deleteRequisitionList',
  'getRequisitionList',
  'getRequisitionLists',
  'removeRequisitionListLines',
  'renameRequisitionList',
  'updateRequisitionListLine',
  // Order approvals (not in the spec's list; extension vsf_sale_approval)
  'approveRequest',
  'cartNeedsApproval',
  'getApprovalRequest',
  'getApprovalRequests',
  'getApprovalRule',
  'rejectRequest',
  'submitCartForApproval',
  'updateApprovalRule',
];

/**
 * The operations whose full documents name something from graphql/schema/extensions.graphql, so a
 * plain Odoo 15 rejects them: each either has a core document (a product without its brand) or is
 * extension-only (brands). Every other operation runs on a plain Odoo 15 as it is.
 */
const EXTENSION_OPERATIONS = [
  'compareProducts', // product comparison
  'findProductVariantsBySkus', // quick order's SKUs in one call
  'getBrands', // brands
  'getBuyingCompany', // company accounts
  'getCartComment', // the order comment (updateOrder's)
  'getCatalogs', // catalogs
  'getCompanyMembers', // company accounts
  'getFilters', // filters beyond variant attributes
  'getInvoices', // invoice filters and payment state, who placed the orders, scope
  'getPaymentAcquirer', // payment methods/issuers and pending message
  'getPaymentTransactionRequest', // payment transactions
  'getProductTemplate', // product brand
  'getProductTemplatesList', // filter facets
  'getOrdersInScope', // company accounts (my or the company's orders)
  'getPurchasedProducts', // purchased products
  'addRequisitionListLines', // requisition lists
  'createRequisitionList', // requisition lists
  'deleteRequisitionList', // requisition lists
  'getRequisitionList', // requisition lists
  'getRequisitionLists', // requisition lists
  'removeRequisitionListLines', // requisition lists
  'renameRequisitionList', // requisition lists
  'updateRequisitionListLine', // requisition lists
  'approveRequest', // order approvals
  'cartNeedsApproval', // order approvals
  'getApprovalRequest', // order approvals
  'getApprovalRequests', // order approvals
  'getApprovalRule', // order approvals
  'rejectRequest', // order approvals
  'submitCartForApproval', // order approvals
  'updateApprovalRule', // order approvals
  'getQuickSearchResult', // quick search
  'getQuotation', // quotation validity and portal state, order comment, deliveries, invoices
  'getQuotations', // order filters, quotation validity and portal state
  'getStaticContent', // static pages by url
  'inviteCompanyMember', // company accounts
  'loadUser', // catalog-only users (websiteCatalogProducts)
  'logInUser', // catalog-only users
  'ordersGet', // delivery status and deliveries (order status, Track & Trace)
  'paymentMakeExternal', // makePayment with return url, method and issuer
  'punchoutLogin', // punch-out
  'punchoutSession', // punch-out
  'punchoutSetup', // punch-out
  'punchoutStart', // punch-out
  'punchoutTransfer', // punch-out
  'restoreCompanyMemberAccess', // company accounts
  'revokeCompanyMemberAccess', // company accounts
  'signUpUser', // registration extras (VAT, company, chamber of commerce)
  'updateAccount', // catalog-only users
  'updateBuyingCompany', // company accounts
  'updateCompanyMemberRole', // company accounts
  'updateOrderComment', // updateOrder
  'updateOrderRef', // updateOrder
  'updatePayment', // updatePayment
];

/** Names only, from the odoogap 15.0 SDL (scripts/extract-odoo-names.ts says how). */
const ODOO_15_NAMES = 'tests/fixtures/odoo-15-names.json';

describe('GraphQL operation documents', () => {
  const documents = loadDocuments();

  it('has exactly one file per named operation of the spec', () => {
    const files = readdirSync(join(ROOT, 'graphql/operations'))
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => file.replace(/\.graphql$/, ''));
    expect(new Set(SPEC_OPERATIONS).size).toBe(SPEC_OPERATIONS.length);
    expect([...files].sort()).toEqual([...SPEC_OPERATIONS].sort());
  });

  it('names each operation exactly like its file', () => {
    for (const name of SPEC_OPERATIONS) {
      const document = parse(
        readFileSync(join(ROOT, 'graphql/operations', `${name}.graphql`), 'utf8'),
      );
      const operations = document.definitions.filter(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      );
      expect(operations, name).toHaveLength(1);
      expect(operations[0]?.kind === Kind.OPERATION_DEFINITION && operations[0].name?.value).toBe(
        name,
      );
    }
  });

  it('validates every document against the shop schema', () => {
    const schema = loadSchema();
    expect(documents.operations.map((operation) => operation.name).sort()).toEqual(
      [...SPEC_OPERATIONS].sort(),
    );
    for (const operation of documents.operations) {
      expect(validateOperation(schema, operation), operation.file).toEqual([]);
    }
  });

  it('names each fragment like its file, and every fragment is used', () => {
    const used = new Set(
      documents.operations.flatMap((operation) =>
        operation.fragments.map((fragment) => fragment.name.value),
      ),
    );
    for (const fragment of documents.fragments.values()) {
      expect(fragment.file).toBe(`graphql/fragments/${fragment.name}.graphql`);
      expect(used.has(fragment.name), `${fragment.name} is used`).toBe(true);
    }
  });

  it('keeps the generated module up to date', async () => {
    const result = await checkGenerated();
    expect(result.message).toBe(`${OUTPUT_FILE} is up to date.`);
    expect(result.upToDate).toBe(true);
  }, 60_000);

  // graphql_vuestorefront 15.0 reads a customer's orders as the superuser, and ShippingMethod.price
  // asks for the session's cart in that name: on a stock Odoo 15 the cart then changes hands to
  // OdooBot, addresses and all (vsf_base mends it; a stock Odoo has no vsf_base). Only the list of
  // carriers, read for the cart in the shopper's own name, may ask for a price; a chosen carrier's
  // cost is the cart's delivery line.
  it('asks for a carrier price only in the list of carriers for the cart', () => {
    const schema = loadSchema();
    const asking = Object.entries(operations)
      .filter(([, { document }]) => {
        const typeInfo = new TypeInfo(schema);
        let asks = false;
        visit(
          parse(document),
          visitWithTypeInfo(typeInfo, {
            Field(node) {
              const parent = typeInfo.getParentType();
              if (
                node.name.value === 'price' &&
                parent &&
                getNamedType(parent).name === 'ShippingMethod'
              ) {
                asks = true;
              }
            },
          }),
        );
        return asks;
      })
      .map(([name]) => name);
    expect(asking).toEqual(['shippingGetDeliveryMethods']);
  });

  it('generates types without any', () => {
    const generated = readFileSync(join(ROOT, OUTPUT_FILE), 'utf8');
    expect(generated).not.toMatch(/\bany\b/);
    expect(generated).not.toMatch(/@ts-(ignore|nocheck|expect-error)/);
  });
});

describe('contract coverage', () => {
  it('runs every named operation against mock-odoo in a contract test', () => {
    const dir = join(process.cwd(), 'tests', 'contract');
    const contracts = readdirSync(dir)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    const untested = (Object.keys(operations) as OperationName[]).filter(
      (name) => !new RegExp(`\\b${name}Document\\b`).test(contracts),
    );
    expect(untested).toEqual([]);
  });
});

describe('the generator', () => {
  /** A scratch repository with the given .graphql files (paths relative to its root). */
  function scratchRoot(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'graphql-generate-'));
    mkdirSync(join(root, 'graphql/operations'), { recursive: true });
    mkdirSync(join(root, 'graphql/fragments'), { recursive: true });
    copyFileSync(join(ROOT, '.prettierrc.json'), join(root, '.prettierrc.json'));
    for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
    return root;
  }

  it('types aliases, __typename, conditional fields, fragments and used input types', async () => {
    const root = scratchRoot({
      'graphql/fragments/Line.graphql': 'fragment Line on OrderLine {\n  id\n  quantity\n}\n',
      'graphql/operations/probe.graphql': `#import "../fragments/Line.graphql"
query probe($withLines: Boolean!, $filter: OrderFilterInput, $page: Int! = 1) {
  orders(filter: $filter, currentPage: $page) {
    __typename
    total: totalCount
    orders {
      id
      stage
      lines: orderLines @include(if: $withLines) {
        ...Line
      }
      never: name @skip(if: true)
    }
    ... on OrderList {
      totalCount
    }
  }
}
`,
    });
    try {
      const code = (await generateOperationsModule({ root })).replace(/\s+/g, ' ');
      expect(code).toContain('export type LineFragment = { id: number; quantity: number | null };');
      expect(code).toContain(
        'export type ProbeVariables = { withLines: boolean; filter?: OrderFilterInput | null; page?: number; };',
      );
      expect(code).toContain("orders: { __typename: 'OrderList'; total: number; orders: Array<{");
      expect(code).toContain(
        'stage: OrderStage | null; lines?: Array<LineFragment> | null; } | null> | null; totalCount: number; } | null;',
      );
      // @skip(if: true) leaves the field out of the result type (the document still has it).
      const resultType = code.slice(
        code.indexOf('export type ProbeResult'),
        code.indexOf('export const'),
      );
      expect(resultType).not.toContain('never:');
      expect(code).toContain(
        "export type OrderStage = 'Quotation' | 'QuotationSent' | 'SalesOrder' | 'Locked' | 'Cancelled';",
      );
      // Only what the operations use: no sort input, no unrelated enums.
      expect(code).not.toContain('OrderSortInput');
      expect(code).not.toContain('AddressEnum');
      expect(code).toContain('export const probeDocument = `query probe(');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('derives core documents, types what they leave out as optional, and flags extension-only ones', async () => {
    const root = scratchRoot({
      'graphql/fragments/Card.graphql':
        'fragment Card on Product {\n  id\n  name\n  brand {\n    name\n  }\n}\n',
      'graphql/fragments/BrandOnly.graphql':
        'fragment BrandOnly on Product {\n  brand {\n    id\n  }\n}\n',
      'graphql/fragments/Shelf.graphql': 'fragment Shelf on Brand {\n  id\n}\n',
      // A product without its brand: fields, a fragment left empty, an inline fragment left
      // empty, and a sub-selection of only extension fields all go; $slug stays.
      'graphql/operations/probeProduct.graphql': `#import "../fragments/Card.graphql"
#import "../fragments/BrandOnly.graphql"
query probeProduct($slug: String) {
  product(slug: $slug) {
    ...Card
    ...BrandOnly
    ... on Product {
      brand {
        slug
      }
    }
  }
  partner {
    id
    websiteCatalogProducts
  }
}
`,
      // A mutation may lose an optional extension argument and the variables that fed it.
      'graphql/operations/probeRegister.graphql': `mutation probeRegister($name: String!, $vat: String) {
  register(name: $name, email: "a@b.c", password: "secret", extra: { vat: $vat }) {
    id
  }
}
`,
      // ...but not a required one,
      'graphql/operations/probeRequired.graphql': `mutation probeRequired($vat: String!) {
  register(name: "a", email: "a@b.c", password: "secret", extra: { vat: $vat }) {
    id
  }
}
`,
      // a query may not lose a filter (it would list everything),
      'graphql/operations/probeFilter.graphql': `query probeFilter($from: String) {
  orders(filter: { stages: [Quotation], dateFrom: $from }) {
    totalCount
  }
}
`,
      // and nothing works without the root field.
      'graphql/operations/probeBrands.graphql': `#import "../fragments/Shelf.graphql"
query probeBrands {
  brands {
    ...Shelf
  }
}
`,
    });
    try {
      const documents = loadDocuments(root);
      const variants = deriveCoreVariants(documents.operations);
      const variant = (name: string) => variants.get(name);
      expect(variant('probeProduct')).toMatchObject({
        kind: 'degraded',
        extensionFields: ['Partner.websiteCatalogProducts', 'Product.brand'],
      });
      expect(variant('probeProduct')?.source).toBe(`query probeProduct($slug: String) {
  product(slug: $slug) {
    ...Card
  }
  partner {
    id
  }
}

fragment Card on Product {
  id
  name
}`);
      expect(variant('probeRegister')).toMatchObject({
        kind: 'degraded',
        extensionFields: ['Mutation.register(extra:)'],
        source: `mutation probeRegister($name: String!) {
  register(name: $name, email: "a@b.c", password: "secret") {
    id
  }
}`,
      });
      expect(variant('probeRequired')).toMatchObject({
        kind: 'extension-only',
        reason: 'it would drop the required $vat',
        source: null,
      });
      expect(variant('probeFilter')).toMatchObject({
        kind: 'extension-only',
        extensionFields: ['OrderFilterInput.dateFrom'],
        reason: 'a query without its extension arguments would answer another question',
      });
      expect(variant('probeBrands')).toMatchObject({
        kind: 'extension-only',
        reason: 'the core has no Query.brands',
      });

      const code = (await generateOperationsModule({ root })).replace(/\s+/g, ' ');
      // Optional where the core document leaves it out, required where it stays.
      expect(code).toContain(
        'export type CardFragment = { id: number; name: string | null; brand?: { name: string | null } | null; };',
      );
      expect(code).toContain('partner: { id: number; websiteCatalogProducts?: boolean | null };');
      expect(code).toContain('export const probeProductCoreDocument = `query probeProduct(');
      expect(code).toContain('export const probeRegisterCoreDocument = `mutation probeRegister(');
      // Extension-only operations keep their fields required and get no core document.
      expect(code).toContain('export type ShelfFragment = { id: number };');
      // A fragment the core document drops whole keeps its shape; its spread is what is optional.
      expect(code).toContain('export type BrandOnlyFragment = { brand: { id: number } | null };');
      expect(code).toContain(
        'brand?: { name: string | null; id: number; slug: string | null } | null; } | null;',
      );
      expect(code).not.toContain('probeBrandsCoreDocument');
      expect(code).not.toContain('probeFilterCoreDocument');
      expect(code).toContain(
        "probeBrands: { kind: 'query', document: probeBrandsDocument, extensionOnly: true, coreDocument: null, extensionFields: ['Brand', 'Query.brands'], },",
      );
      expect(code).toContain(
        "probeRegister: { kind: 'mutation', document: probeRegisterDocument, extensionOnly: false, coreDocument: probeRegisterCoreDocument, extensionFields: ['Mutation.register(extra:)'], },",
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails loudly when a core document does not validate against the core schema', async () => {
    // A core where Query.product needs a barcode: the trimmed getProductTemplate no longer fits.
    const core = parse(readSchemaSource('core'));
    const [strict] = parse(
      'type X { product(id: Int, slug: String, barcode: String!): Product }',
    ).definitions;
    const stricter = visit(core, {
      ObjectTypeDefinition(node) {
        if (node.name.value !== 'Query' || strict?.kind !== Kind.OBJECT_TYPE_DEFINITION) {
          return undefined;
        }
        const fields = node.fields?.map((field) =>
          field.name.value === 'product' ? (strict.fields?.[0] ?? field) : field,
        );
        return { ...node, fields };
      },
    });
    await expect(
      generateOperationsModule({ coreSchema: buildASTSchema(stricter) }),
    ).rejects.toThrow(
      /The core variant of graphql\/operations\/getProductTemplate\.graphql does not validate[\s\S]*barcode/,
    );
  }, 60_000);

  it('refuses an operation named unlike its file and an import of a missing fragment', () => {
    const misnamed = scratchRoot({
      'graphql/operations/probe.graphql': 'query other { cart { order { id } } }\n',
    });
    const missing = scratchRoot({
      'graphql/operations/probe.graphql':
        '#import "../fragments/Nope.graphql"\nquery probe { cart { order { id } } }\n',
    });
    try {
      expect(() => loadDocuments(misnamed)).toThrow(
        'graphql/operations/probe.graphql: the operation must be named like its file (probe), not other',
      );
      expect(() => loadDocuments(missing)).toThrow(
        'graphql/operations/probe.graphql: imports ../fragments/Nope.graphql',
      );
    } finally {
      rmSync(misnamed, { recursive: true, force: true });
      rmSync(missing, { recursive: true, force: true });
    }
  });
});

describe('schema changes break the documents and their types', () => {
  const extensions = parse(readSchemaSource('extensions'));

  /** The shop schema with one field of Order changed by `change`. */
  function schemaWithOrderField(field: string, change: (name: string, type: string) => string) {
    const core = parse(readSchemaSource('core'));
    const changed = visit(core, {
      ObjectTypeDefinition(node) {
        if (node.name.value !== 'Order') return undefined;
        const fields = node.fields?.map((definition) => {
          if (definition.name.value !== field) return definition;
          const sdl = change(definition.name.value, 'Float');
          const replacement = parse(`type X { ${sdl} }`).definitions[0];
          return replacement?.kind === Kind.OBJECT_TYPE_DEFINITION
            ? (replacement.fields?.[0] ?? definition)
            : definition;
        });
        return { ...node, fields };
      },
    });
    return buildASTSchema(mergeSchemaDocuments(changed, extensions));
  }

  it('fails generation, naming the file, when a field is renamed', () => {
    const schema = schemaWithOrderField('amountTotal', () => 'amountTotalRenamed: Float');
    expect(() => loadValidatedDocuments({ schema })).toThrow(GraphqlDocumentError);
    expect(() => loadValidatedDocuments({ schema })).toThrow(
      /graphql\/operations\/cartLoad\.graphql: Cannot query field "amountTotal" on type "Order"/,
    );
  });

  it('changes the generated types when a field changes type', async () => {
    const schema = schemaWithOrderField('amountTotal', () => 'amountTotal: String');
    const generated = await generateOperationsModule({ schema });
    const committed = readFileSync(join(ROOT, OUTPUT_FILE), 'utf8');
    const orderType = (source: string) =>
      /export type OrderFragment = \{[\s\S]*?\n\};/.exec(source)?.[0] ?? '';
    expect(orderType(committed)).toContain('amountTotal: number | null;');
    expect(orderType(generated)).toContain('amountTotal: string | null;');
  }, 60_000);
});

describe('Odoo 15 core schema', () => {
  const fixture = JSON.parse(readFileSync(join(ROOT, ODOO_15_NAMES), 'utf8')) as SchemaNames;

  it('uses only names that Odoo 15 (odoogap 15.0) has', () => {
    const odoo = flattenNames(fixture);
    const core = flattenNames(
      extractNames(readSchemaSource('core'), 'graphql/schema/core.graphql'),
    );
    const unknown = [...core.keys()].filter((name) => !odoo.has(name));
    expect(unknown).toEqual([]);
    // Same kind of definition too: an input is not an object type of the same name.
    const kindMismatch = [...core].filter(
      ([name, kind]) => !name.includes('.') && odoo.get(name) !== kind,
    );
    expect(kindMismatch).toEqual([]);
  });

  it('compares against a fixture of names only', () => {
    expect(Object.keys(fixture).sort()).toEqual(['source', 'types']);
    expect(Object.keys(fixture.types).length).toBeGreaterThan(100);
    for (const entry of Object.values(fixture.types)) {
      expect(Object.keys(entry).filter((key) => key !== 'kind')).toEqual(
        entry.kind === 'object' || entry.kind === 'interface'
          ? ['fields']
          : entry.kind === 'input'
            ? ['inputFields']
            : entry.kind === 'enum'
              ? ['values']
              : [],
      );
    }
    // The comparison does catch a name Odoo 15 lacks.
    const extended = flattenNames(
      extractNames(`${readSchemaSource('core')}\n${readSchemaSource('extensions')}`, 'shop'),
    );
    expect([...extended.keys()].filter((name) => !flattenNames(fixture).has(name))).toContain(
      'Product.brand',
    );
  });

  it('stays a valid schema without the extensions', () => {
    const core = buildShopSchema({ withExtensions: false });
    expect(validateSchema(core)).toEqual([]);
  });

  it('needs the extensions for the full documents of exactly these operations', () => {
    const core = buildShopSchema({ withExtensions: false });
    const needExtensions = loadDocuments()
      .operations.filter((operation) => validateOperation(core, operation).length > 0)
      .map((operation) => operation.name)
      .sort();
    expect(needExtensions).toEqual([...EXTENSION_OPERATIONS].sort());
  });

  it('derives a core variant for each of them that validates against the core schema', () => {
    const core = buildShopSchema({ withExtensions: false });
    const loaded = loadDocuments().operations;
    const variants = deriveCoreVariants(loaded, core);
    const withCoreDocument: string[] = [];
    for (const operation of loaded) {
      const variant = variants.get(operation.name);
      if (!variant) throw new Error(`no variant for ${operation.name}`);
      if (variant.kind === 'same') {
        expect(validateOperation(core, operation), operation.name).toEqual([]);
        expect(EXTENSION_OPERATIONS).not.toContain(operation.name);
      } else if (variant.kind === 'degraded' && variant.document) {
        withCoreDocument.push(operation.name);
        expect(validate(core, variant.document), operation.name).toEqual([]);
        // The core document keeps every required variable: the caller's essentials still apply.
        const kept = variant.source ?? '';
        for (const definition of operation.definition.variableDefinitions ?? []) {
          if (definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue) {
            expect(kept).toContain(`$${definition.variable.name.value}:`);
          }
        }
      } else {
        expect(variant.kind).toBe('extension-only');
        expect(variant.reason).toBeTruthy();
      }
    }
    expect(withCoreDocument.sort()).toEqual([
      'getCartComment',
      'getPaymentAcquirer',
      'getProductTemplate',
      'getProductTemplatesList',
      'getQuotation',
      'loadUser',
      'logInUser',
      'ordersGet',
      'signUpUser',
      'updateAccount',
    ]);
  });

  it('exports those core documents, and they validate against the core schema', () => {
    const core = buildShopSchema({ withExtensions: false });
    const names = Object.keys(operations) as OperationName[];
    const exported = names.filter((name) => operations[name].coreDocument !== null);
    expect(exported.length).toBeGreaterThan(0);
    for (const name of exported) {
      const coreDocument = operations[name].coreDocument;
      expect(coreDocument).not.toBe(operations[name].document);
      expect(operations[name].extensionOnly).toBe(false);
      expect(validate(core, parse(coreDocument ?? '')), name).toEqual([]);
      expect(validate(core, parse(operations[name].document)), name).not.toEqual([]);
    }
  });
});
