// Resolvers returning an object type return a reference; that type's field resolvers load the
// rest. Partner: graphql-vuestorefront/user-profile.ts; Order/OrderLine: order.ts; Invoice:
// invoice.ts; PaymentTransaction and PaymentAcquirer: payment.ts; Product: product-fields.ts.
export interface IdRef {
  id: number;
}

export const ref = (id: number): IdRef => ({ id });
