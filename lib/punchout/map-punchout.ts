import type {
  PunchoutOperation as OdooOperation,
  PunchoutSessionFragment,
  PunchoutTransferResult,
} from '@/graphql/generated/operations';
import { currencyDecimals } from '@/lib/format/currency-decimals';
import { round2 } from '@/lib/order/round2';
import type {
  CxmlCredential,
  CxmlReturn,
  OciReturn,
  PunchoutCart,
  PunchoutLine,
  PunchoutOperation,
  PunchoutProtocol,
} from './types';

// Odoo's punch-out shapes (graphql/fragments/PunchoutSession.graphql, punchoutTransfer) as the
// shop's domain. Pure, so the rules (what makes a session usable, which lines go back) are tested
// without a backend.

/** A punch-out session as the shop uses it; the protocol part is null when Odoo lacks it. */
export interface PunchoutSession {
  protocol: PunchoutProtocol;
  operation: PunchoutOperation;
  open: boolean;
  buyerName: string;
  user: { id: number; name: string; email: string; websiteCatalogProducts: boolean };
  /** Return URL and the buyer's allowed list, both as Odoo keeps them. */
  returnUrl: string | null;
  allowedReturnUrls: string[];
  cxml: CxmlReturn | null;
  oci: OciReturn | null;
  selectedSku: string | null;
}

const OPERATIONS: Record<OdooOperation, PunchoutOperation> = {
  CREATE: 'create',
  EDIT: 'edit',
  INSPECT: 'inspect',
};

export const toOdooOperation = (operation: PunchoutOperation): OdooOperation =>
  operation.toUpperCase() as OdooOperation;

export function mapPunchoutSession(session: PunchoutSessionFragment): PunchoutSession | null {
  const user = session.user;
  if (!session.protocol || !user) return null;
  const protocol: PunchoutProtocol = session.protocol === 'CXML' ? 'cxml' : 'oci';
  const returnUrl = session.returnUrl || null;
  return {
    protocol,
    operation: OPERATIONS[session.operation ?? 'CREATE'],
    open: session.state === 'OPEN',
    buyerName: session.buyerName || user.partner?.name || user.name || '',
    user: {
      id: user.id,
      name: user.name ?? '',
      email: user.email ?? '',
      websiteCatalogProducts: user.websiteCatalogProducts ?? false,
    },
    returnUrl,
    allowedReturnUrls: (session.allowedReturnUrls ?? []).filter(
      (url): url is string => typeof url === 'string' && url !== '',
    ),
    cxml: protocol === 'cxml' ? cxmlReturn(session, returnUrl) : null,
    oci: protocol === 'oci' && returnUrl ? ociReturn(session, returnUrl) : null,
    selectedSku: session.selectedSku || null,
  };
}

function cxmlReturn(session: PunchoutSessionFragment, returnUrl: string | null): CxmlReturn | null {
  const buyer = credential(session.buyerCredential);
  const supplier = credential(session.supplierCredential);
  if (!returnUrl || !buyer || !supplier || session.buyerCookie == null) return null;
  return {
    buyerCookie: session.buyerCookie,
    returnUrl,
    buyer,
    supplier,
    deploymentMode: session.deploymentMode === 'test' ? 'test' : 'production',
    operationAllowed: OPERATIONS[session.operationAllowed ?? 'EDIT'],
    // Ariba's guidance prefers base64; the urlencoded field is what most other systems read.
    messageField: session.messageField === 'cXML-base64' ? 'cXML-base64' : 'cXML-urlencoded',
  };
}

function ociReturn(session: PunchoutSessionFragment, hookUrl: string): OciReturn {
  return {
    hookUrl,
    okCode: session.ociOkCode ?? null,
    target: session.ociTarget ?? null,
    caller: session.ociCaller ?? null,
  };
}

function credential(
  value: { domain: string | null; identity: string | null } | null,
): CxmlCredential | null {
  return value?.domain && value.identity
    ? { domain: value.domain, identity: value.identity }
    : null;
}

type TransferredOrder = NonNullable<PunchoutTransferResult['punchoutTransfer']>['order'];

/**
 * The cart as it goes back: product lines only (a delivery or coupon line has no part number the
 * buyer's system could order), net amounts as Odoo computed them. No order (an empty session) is
 * an empty cart, which is a valid answer too (the buyer cancelled).
 */
export function mapPunchoutCart(order: TransferredOrder, fallbackCurrency: string): PunchoutCart {
  const currency = order?.currency?.name || fallbackCurrency;
  const lines = (order?.orderLines ?? []).flatMap((line): PunchoutLine[] => {
    const product = line.product;
    const quantity = line.quantity ?? 0;
    if (!product?.sku || quantity <= 0) return [];
    const unitPrice = line.priceUnit ?? 0;
    return [
      {
        sku: product.sku,
        productId: String(product.id),
        description: lineDescription(line.name, product.sku, product.name),
        quantity,
        unitPrice,
        amount: line.priceSubtotal ?? round2(unitPrice * quantity),
        unit: product.uomCode || 'EA',
        classification: product.unspscCode || null,
      },
    ];
  });
  return {
    currency,
    currencyDecimals: currencyDecimals(currency),
    lines,
    total: round2(lines.reduce((sum, line) => sum + line.amount, 0)),
  };
}

/** Odoo's line description without the leading `[SKU] `, which the part number already says. */
function lineDescription(name: string | null, sku: string, productName: string | null): string {
  const text = (name || productName || sku).trim();
  const prefix = `[${sku}] `;
  return text.startsWith(prefix) ? text.slice(prefix.length) : text;
}
