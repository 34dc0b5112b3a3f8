import type { Context } from '../../context';
import type { Resolvers } from '../../executable-schema';
import { productTemplate } from '../../graphql-vuestorefront/product-fields';
import type { ProductRef } from '../../model/product';

// vsf_punchout's product codes for procurement systems: the unit's UN/CEFACT code (OCA
// uom_unece) and the UNSPSC classification (vsf_punchout's field on product.template).

export const productCodeResolvers: Resolvers = {
  Product: {
    // Odoo's default unit is Units, whose UN/CEFACT code is EA.
    uomCode: async (ref: ProductRef, _: unknown, c: Context) =>
      (await productTemplate(c, ref)).uom_code ?? 'EA',
    unspscCode: async (ref: ProductRef, _: unknown, c: Context) =>
      (await productTemplate(c, ref)).unspsc_code,
  },
};
