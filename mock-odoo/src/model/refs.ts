// Resolvers returning an object type return a reference; that type's field resolvers load the
// rest. Partner: user.ts; Order/OrderLine: cart.ts; Invoice: orders.ts; PaymentTransaction and
// PaymentAcquirer: payment.ts; Category/Product: catalog.ts.
export interface IdRef {
  id: number;
}

export const ref = (id: number): IdRef => ({ id });
