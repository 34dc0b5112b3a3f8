// What each payment provider offers, as fixed data: the stand-in has no PSP to ask, so the icons,
// methods and iDEAL banks a real Odoo would read from its records or the PSP are canned here.

interface PaymentIcon {
  id: number;
  name: string;
  image: string;
}

const icon = (id: number, name: string): PaymentIcon => ({
  id,
  name,
  image: `/web/image/payment.icon/${id}/image`,
});

const ICONS = {
  visa: icon(1, 'VISA'),
  mastercard: icon(2, 'MasterCard'),
  amex: icon(3, 'American Express'),
  ideal: icon(4, 'iDEAL'),
  bancontact: icon(5, 'Bancontact'),
};

/** Odoo links payment.icon records to acquirers; the stand-in keeps a fixed list per provider. */
export const PROVIDER_ICONS: Record<string, PaymentIcon[]> = {
  adyen: [ICONS.visa, ICONS.mastercard, ICONS.amex, ICONS.ideal, ICONS.bancontact],
  mollie: [ICONS.ideal, ICONS.visa, ICONS.mastercard, ICONS.bancontact],
};

interface Issuer {
  name: string;
  code: string;
}

export interface PaymentMethod {
  name: string;
  code: string;
  issuers: Issuer[];
}

// Dutch iDEAL banks with their BICs; Mollie names issuers `ideal_<BIC>`, Adyen by a number.
const IDEAL_BANKS: { name: string; bic: string; adyenId: string }[] = [
  { name: 'ABN AMRO', bic: 'ABNANL2A', adyenId: '0031' },
  { name: 'ASN Bank', bic: 'ASNBNL21', adyenId: '0761' },
  { name: 'bunq', bic: 'BUNQNL2A', adyenId: '0802' },
  { name: 'ING', bic: 'INGBNL2A', adyenId: '0721' },
  { name: 'Knab', bic: 'KNABNL2H', adyenId: '0801' },
  { name: 'Rabobank', bic: 'RABONL2U', adyenId: '0021' },
  { name: 'RegioBank', bic: 'RBRBNL21', adyenId: '0771' },
  { name: 'SNS', bic: 'SNSBNL2A', adyenId: '0751' },
  { name: 'Triodos Bank', bic: 'TRIONL2U', adyenId: '0511' },
  { name: 'Van Lanschot', bic: 'FVLBNL22', adyenId: '0161' },
];

export const MOLLIE_METHODS: PaymentMethod[] = [
  {
    name: 'iDEAL',
    code: 'ideal',
    issuers: IDEAL_BANKS.map((bank) => ({ name: bank.name, code: `ideal_${bank.bic}` })),
  },
  { name: 'Credit card', code: 'creditcard', issuers: [] },
  { name: 'Bancontact', code: 'bancontact', issuers: [] },
  { name: 'Bank transfer', code: 'banktransfer', issuers: [] },
];

export const ADYEN_METHODS: PaymentMethod[] = [
  { name: 'Cards', code: 'scheme', issuers: [] },
  {
    name: 'iDEAL',
    code: 'ideal',
    issuers: IDEAL_BANKS.map((bank) => ({ name: bank.name, code: bank.adyenId })),
  },
  { name: 'Bancontact card', code: 'bancontactcard', issuers: [] },
];

export const PROVIDER_METHODS: Record<string, PaymentMethod[]> = {
  mollie: MOLLIE_METHODS,
  adyen: ADYEN_METHODS,
};

/** What Adyen's /paymentMethods answers for a Dutch shopper (canned: no PSP offline). */
export const ADYEN_PAYMENT_METHODS_RESPONSE = {
  paymentMethods: [
    { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] },
    {
      type: 'ideal',
      name: 'iDEAL',
      issuers: IDEAL_BANKS.map((bank) => ({ id: bank.adyenId, name: bank.name })),
    },
  ],
};
