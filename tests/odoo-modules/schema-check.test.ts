import { buildASTSchema, parse, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mergeSchemaDocuments, readSchemaSource } from '@/graphql/schema/load-schema';
import {
  checkModuleSchemas,
  extensionBlocks,
  type PrintedModules,
  type SchemaSources,
} from '@/graphql/schema/module-schema-check';

// The schema check (scripts/check-odoo-modules.sh) against modules that print exactly what
// extensions.graphql says, then against one change on either side: each change is reported.

const sources: SchemaSources = {
  odoo15: readSchemaSource('odoo-15'),
  core: readSchemaSource('core'),
  extensions: readSchemaSource('extensions'),
};

const served = (...extensions: string[]) =>
  printSchema(
    buildASTSchema(
      extensions.reduce(
        (document, extension) => mergeSchemaDocuments(document, parse(extension)),
        parse(sources.odoo15),
      ),
      { assumeValidSDL: true },
    ),
  );

/** Modules whose block extends another module's types, which is served below it. */
const BLOCK_DEPENDS: Record<string, string[]> = {
  vsf_b2b_company: ['vsf_account_invoice_filter'],
  vsf_sale_approval: ['vsf_account_invoice_filter', 'vsf_b2b_company'],
};

/** What modules that serve exactly their blocks print (each block on its own). */
function faithfulModules(blocks = blockTexts()): PrintedModules {
  return {
    stock: served(),
    all: served(...Object.values(blocks)),
    modules: {
      vsf_base: { depends: [], sdl: served(), base: served() },
      ...Object.fromEntries(
        Object.entries(blocks).map(([module, text]) => {
          const below = (BLOCK_DEPENDS[module] ?? []).map((name) => blocks[name] ?? '');
          return [
            module,
            { depends: ['vsf_base'], sdl: served(...below, text), base: served(...below) },
          ];
        }),
      ),
    },
  };
}

function blockTexts(extensions = sources.extensions): Record<string, string> {
  const headers = [...extensions.matchAll(/^# --- .+ \(module: ([a-z0-9_]+)\) ---$/gm)];
  return Object.fromEntries(
    headers.map((header, i) => [
      header[1]!,
      extensions.slice(header.index, headers[i + 1]?.index ?? extensions.length),
    ]),
  );
}

function withBrandBlock(change: (text: string) => string): PrintedModules {
  const blocks = blockTexts();
  return faithfulModules({ ...blocks, vsf_product_brand: change(blocks.vsf_product_brand!) });
}

// Each case builds a few dozen schemas.
describe('the Odoo modules’ schema check', { timeout: 60_000 }, () => {
  it('finds nothing when every module serves exactly its block', () => {
    expect(extensionBlocks(sources.extensions)).toHaveLength(18);
    expect(checkModuleSchemas(faithfulModules(), sources)).toEqual([]);
  });

  it('reports a field a module renamed, removed or retyped', () => {
    const renamed = withBrandBlock((text) => text.replace('  slug: String\n', '  sluq: String\n'));
    expect(checkModuleSchemas(renamed, sources)).toEqual([
      'vsf_product_brand: Brand.slug (String) is in its block of extensions.graphql but not served',
      'vsf_product_brand: serves Brand.sluq (String), which its block of extensions.graphql does not have',
    ]);
    const removed = withBrandBlock((text) => text.replace('  logo: String\n', ''));
    expect(checkModuleSchemas(removed, sources)).toContain(
      'vsf_product_brand: Brand.logo (String) is in its block of extensions.graphql but not served',
    );
    const retyped = withBrandBlock((text) =>
      text.replace('productCount: Int', 'productCount: Float'),
    );
    expect(checkModuleSchemas(retyped, sources)).toContain(
      'vsf_product_brand: Brand.productCount is Int in its block of extensions.graphql but Float as served',
    );
    const argument = withBrandBlock((text) =>
      text.replace('brand(id: Int, slug: String)', 'brand(id: Int!, slug: String)'),
    );
    expect(checkModuleSchemas(argument, sources)).toContain(
      'vsf_product_brand: Query.brand(id:) is Int in its block of extensions.graphql but Int! as served',
    );
  });

  it('reports a field extensions.graphql renamed, removed or retyped', () => {
    const modules = faithfulModules();
    const edited = (from: string, to: string) => {
      expect(sources.extensions).toContain(from);
      return checkModuleSchemas(modules, {
        ...sources,
        extensions: sources.extensions.replace(from, to),
      });
    };
    expect(edited('  slug: String\n  logo: String', '  sluq: String\n  logo: String')).toContain(
      'vsf_product_brand: serves Brand.slug (String), which its block of extensions.graphql does not have',
    );
    expect(edited('  brandSlug: String\n', '')).toContain(
      'vsf_product_brand: serves ProductFilterInput.brandSlug (String), which its block of extensions.graphql does not have',
    );
    expect(
      edited(
        '  productCount: Int\n}\n\nextend type Product {\n  brand',
        '  productCount: String\n}\n\nextend type Product {\n  brand',
      ),
    ).toContain(
      'vsf_product_brand: Brand.productCount is String in its block of extensions.graphql but Int as served',
    );
  });

  it('reports a field two modules serve, a module without its block and a changed core field', () => {
    const blocks = blockTexts();
    const twice = faithfulModules();
    twice.modules.vsf_quick_order = {
      depends: ['vsf_base'],
      sdl: served(blocks.vsf_quick_order!, 'extend type Product { uomCode: String }'),
      base: served(),
    };
    expect(checkModuleSchemas(twice, sources)).toEqual(
      expect.arrayContaining([
        'Product.uomCode is served by both vsf_punchout and vsf_quick_order',
        'vsf_quick_order: serves Product.uomCode (String), which its block of extensions.graphql does not have',
      ]),
    );

    const missing = faithfulModules();
    delete missing.modules.vsf_punchout;
    expect(checkModuleSchemas(missing, sources)).toContain(
      'extensions.graphql names vsf_punchout, which odoo/ does not have',
    );

    const changedCore = faithfulModules();
    changedCore.stock = served().replace(/^(\s+)sku: String$/m, '$1sku: Int');
    expect(checkModuleSchemas(changedCore, sources)).toContain(
      'vsf_base: Product.sku is String in odoo-15.graphql but Int as served',
    );
  });
});
