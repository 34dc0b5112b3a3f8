import type { Overrides, Resolvers } from './executable-schema';
import { addressResolvers } from './graphql-vuestorefront/address';
import { categoryResolvers } from './graphql-vuestorefront/category';
import { countryResolvers } from './graphql-vuestorefront/country';
import { invoiceResolvers } from './graphql-vuestorefront/invoice';
import { mailingListResolvers } from './graphql-vuestorefront/mailing-list';
import { odoo15Faults } from './graphql-vuestorefront/odoo15-faults';
import { orderResolvers } from './graphql-vuestorefront/order';
import { paymentResolvers } from './graphql-vuestorefront/payment';
import { productResolvers } from './graphql-vuestorefront/product';
import { productFieldResolvers } from './graphql-vuestorefront/product-fields';
import { shopResolvers } from './graphql-vuestorefront/shop';
import { signResolvers } from './graphql-vuestorefront/sign';
import { userProfileResolvers } from './graphql-vuestorefront/user-profile';
import { wishlistResolvers } from './graphql-vuestorefront/wishlist';
import { accountInvoiceFilterResolvers } from './vsf/account-invoice-filter';
import { b2bCompanyResolvers } from './vsf/b2b-company';
import { paymentTransactionResolvers } from './vsf/payment-transaction';
import { productBrandResolvers } from './vsf/product-brand';
import { productCompareResolvers } from './vsf/product-compare';
import { productFilterResolvers } from './vsf/product-filter';
import { productCodeResolvers } from './vsf/punchout/product-codes';
import { punchoutOverrides } from './vsf/punchout/restrictions';
import { punchoutResolvers } from './vsf/punchout/schema';
import { purchasedProductsResolvers } from './vsf/purchased-products';
import { quickOrderResolvers } from './vsf/quick-order';
import { quickSearchResolvers } from './vsf/quick-search';
import { requisitionListResolvers } from './vsf/requisition-list';
import { saleApprovalResolvers } from './vsf/sale-approval';
import { saleDeliveryResolvers } from './vsf/sale-delivery';
import { saleOrderReferenceResolvers } from './vsf/sale-order-reference';
import { saleQuotationResolvers } from './vsf/sale-quotation';
import { signupCompanyResolvers } from './vsf/signup-company';
import { websiteCatalogResolvers } from './vsf/website-catalog';
import { websiteContentResolvers } from './vsf/website-content';

// The Odoo modules mock-odoo plays, each with the resolvers of its part of the schema: every
// field is one module's (executable-schema.ts refuses a field two resolve). Both profiles attach
// all of them; a field the profile's schema lacks gets none (a stock Odoo 15 has none of our
// fields and arguments). README.md maps each file onto its Odoo counterpart.

/** graphql_vuestorefront 15.0, one map per file of its schemas/. */
const GRAPHQL_VUESTOREFRONT: Resolvers[] = [
  addressResolvers,
  categoryResolvers,
  countryResolvers,
  invoiceResolvers,
  mailingListResolvers,
  orderResolvers,
  paymentResolvers,
  productResolvers,
  productFieldResolvers,
  shopResolvers,
  signResolvers,
  userProfileResolvers,
  wishlistResolvers,
];

/** Our modules (odoo/vsf_*). */
const VSF_MODULES: Resolvers[] = [
  accountInvoiceFilterResolvers,
  b2bCompanyResolvers,
  paymentTransactionResolvers,
  productBrandResolvers,
  productCompareResolvers,
  productFilterResolvers,
  punchoutResolvers,
  productCodeResolvers,
  purchasedProductsResolvers,
  quickOrderResolvers,
  quickSearchResolvers,
  requisitionListResolvers,
  saleApprovalResolvers,
  saleDeliveryResolvers,
  saleOrderReferenceResolvers,
  saleQuotationResolvers,
  signupCompanyResolvers,
  websiteCatalogResolvers,
  websiteContentResolvers,
];

export const allResolvers: Resolvers[] = [...GRAPHQL_VUESTOREFRONT, ...VSF_MODULES];

/**
 * The full profile's extensions of the resolvers above, applied after them as modules installed
 * later extend the methods of those before them (see applyOverrides).
 */
export const allOverrides: Overrides[] = [punchoutOverrides];

/** The stock profile's: what graphql_vuestorefront 15.0 fails on where our vsf_base mends it. */
export const stockOverrides: Overrides[] = [odoo15Faults];
