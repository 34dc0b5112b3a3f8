import 'server-only';

// Odoo answers a refused code with a text of its own (sale_coupon's and coupon's checks, in the
// shopper's language: Odoo's translations, or the demo's where Odoo 15 has none). Like every Odoo
// text, it reaches the shopper only as one the shop knows (lib/odoo/shopper-facing-message.server.ts),
// in the shop's own words: each known refusal by the start of its wording in the four languages.

export const COUPON_REFUSALS = {
  couponInvalid: [
    /^This coupon is invalid \(/,
    /^Promo code is invalid/,
    /^Deze coupon is ongeldig \(/,
    /^Promocode is foutief/,
    /^Dieser Kupon ist ungültig \(/,
    /^Der Aktionscode ist ungültig/,
    /^Этот купон недействителен \(/,
    /^Промо-код недействителен/,
  ],
  couponUsed: [
    /^This coupon has already been used \(/,
    /^Deze coupon is al gebruikt \(/,
    /^Dieser Gutschein wurde bereits benutzt \(/,
  ],
  couponExpired: [
    /^This coupon is expired \(/,
    /^Promo code (?:.+ has been|is) expired/,
    /^Deze coupon is al vervallen \(/,
    /^Promocode (?:.+ )?is vervallen/,
    /^Dieser Kupon ist abgelaufen \(/,
    /^Der Aktionscode (?:.+ )?ist abgelaufen/,
    /^Срок действия промо-кода/,
  ],
  couponCancelled: [
    /^This coupon has been cancelled \(/,
    /^Deze kortingsbon is geannuleerd \(/,
    /^Dieser Kupon wurde storniert \(/,
  ],
  couponAlreadyApplied: [
    /^The (?:promo code|promotional offer) is already applied on this order/,
    /^A Coupon is already applied for the same reward/,
    /^De (?:kortingscode|promotie) is al toegepast op dit order/,
    /^Er is al een kortingsbon toegepast voor dezelfde beloning/,
    /^Der Aktionscode wird bereits/,
    /^Das Aktionsangebot wurde bereits/,
    /^Es wird bereits ein Gutschein/,
    /^(?:Промо-код|Акционное предложение) уже применяется/,
    /^Купон уже применяется/,
  ],
  couponNotCumulative: [
    /^(?:Promotionals codes|Global discounts) are not cumul(?:ative|able)\./,
    /^(?:Promotiecodes|Globale kortingen) zijn niet cumuleerbaar\./,
    /^(?:Aktionscodes|Gesamtrabatte) sind nicht kumulativ\./,
    /^(?:Промо-коды|Общие скидки) не (?:являются совокупными|является совокупным|накапливаются)\./,
  ],
  couponMinimum: [
    /^A minimum of .+ should be purchased to get the reward/,
    /^Een minimum van .+ moet besteld worden om de beloning te krijgen/,
    /^Ein Minimum von .+ um die Prämie zu erhalten/,
    /^Чтобы получить вознаграждение, нужно совершить покупку минимум/,
  ],
  couponConditionsNotMet: [
    /^At least one of the required conditions is not met to get the reward!/,
    /^You don't have the required product quantities on your sales order\./,
    /^The reward products should be in the sales order lines to apply the discount\./,
    /^Minimaal één van de vereiste voorwaarden is niet voldaan/,
    /^Je hebt niet de (?:vereiste|benodigde) producthoeveelheden/,
    /^De beloningsproducten moeten in een verkooporderregel/,
    /^Mindestens eine der erforderlichen Bedingungen/,
    /^Sie haben nicht die erforderlichen Produktmengen/,
    /^Die Prämienprodukte sollten in den Verkaufsauftragspositionen/,
    /^По крайней мере одно из необходимых условий/,
    /^Вы не имеете нужн/,
    /^Товары вознаграждения должны быть в строках заказа/,
  ],
  couponNotForCustomer: [
    /^The customer doesn't have access to this reward\./,
    /^Invalid partner\./,
    /^De klant heeft geen toegang tot deze beloning\./,
    /^Foutieve klant\./,
    /^Der Kunde hat keinen Zugriff auf diese Prämie\./,
    /^Ungültiger Partner\./,
    /^Клиент не имеет доступа к/,
    /^Недействителен партнер\./,
  ],
} as const satisfies Record<string, readonly RegExp[]>;

export type CouponRefusal = keyof typeof COUPON_REFUSALS | 'couponRefused';

/** The known refusal Odoo's text is; 'couponRefused' (the shop's general text) for any other. */
export function couponRefusal(text: string): CouponRefusal {
  const trimmed = text.trim();
  for (const [key, patterns] of Object.entries(COUPON_REFUSALS)) {
    if (patterns.some((pattern) => pattern.test(trimmed))) return key as CouponRefusal;
  }
  return 'couponRefused';
}
