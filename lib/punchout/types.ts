// The punch-out domain: what the shop reads from a procurement system and what it sends back.
// Protocol shapes (cXML, OCI) live in the builders; Odoo's GraphQL shapes in punchout.server.ts.

export type PunchoutProtocol = 'cxml' | 'oci';

/** cXML PunchOutSetupRequest operations. */
export type PunchoutOperation = 'create' | 'edit' | 'inspect';

/** A cXML credential: domain (NetworkID, DUNS, AribaNetworkUserId, ...) and identity. */
export interface CxmlCredential {
  domain: string;
  identity: string;
}

/** One ItemOut of an edit or inspect request. */
export interface SetupItem {
  /** SupplierPartID: the variant's internal reference. */
  sku: string;
  /** SupplierPartAuxiliaryID, as the shop sent it in an earlier order message. */
  auxiliaryId: string | null;
  quantity: number;
}

/** What a cXML PunchOutSetupRequest carries that the shop uses. */
export interface SetupRequest {
  payloadId: string;
  timestamp: string;
  from: CxmlCredential;
  to: CxmlCredential;
  sender: CxmlCredential;
  /** Only ever passed on to Odoo; never logged, never in a document the browser carries. */
  sharedSecret: string;
  userAgent: string | null;
  deploymentMode: 'test' | 'production';
  operation: PunchoutOperation;
  /** Opaque; echoed byte for byte in the order message. */
  buyerCookie: string;
  /** BrowserFormPost/URL. */
  returnUrl: string;
  /** SelectedItem/ItemID/SupplierPartID (level 2 punch-out). */
  selectedSku: string | null;
  items: SetupItem[];
  extrinsics: { name: string; value: string }[];
}

/** One cart line as it goes back to the procurement system. */
export interface PunchoutLine {
  /** SupplierPartID / NEW_ITEM-VENDORMAT: the variant's internal reference. */
  sku: string;
  /** SupplierPartAuxiliaryID / NEW_ITEM-EXT_PRODUCT_ID: the variant's Odoo id, e.g. '414'. */
  productId: string;
  description: string;
  quantity: number;
  /** Net unit price (the buyer's contract price), in the cart's currency. */
  unitPrice: number;
  /** Net line amount as Odoo computed it (unit price × quantity, rounded). */
  amount: number;
  /** UN/CEFACT Rec. 20 code; 'EA' when Odoo has none. */
  unit: string;
  /** UNSPSC code, or null when the product has none. */
  classification: string | null;
}

/** The cart at the moment of transfer: product lines only, net amounts. */
export interface PunchoutCart {
  /** ISO 4217. */
  currency: string;
  /** Decimal places of the currency (2 for EUR). */
  currencyDecimals: number;
  lines: PunchoutLine[];
  /**
   * Sum of the line amounts (Odoo's untaxed product total). Tax and delivery are the buyer's
   * system's business: the order message's Total is the sum of its lines.
   */
  total: number;
}

/** The cXML side of a punch-out session, as Odoo keeps it. */
export interface CxmlReturn {
  buyerCookie: string;
  /** BrowserFormPost URL (already checked against the buyer's allowed list). */
  returnUrl: string;
  /** The buyer, To of the order message. */
  buyer: CxmlCredential;
  /** The shop, From and Sender of the order message. */
  supplier: CxmlCredential;
  deploymentMode: 'test' | 'production';
  operationAllowed: PunchoutOperation;
  messageField: 'cXML-urlencoded' | 'cXML-base64';
}

/** The OCI side of a punch-out session. */
export interface OciReturn {
  /** HOOK_URL exactly as received (already checked against the buyer's allowed list). */
  hookUrl: string;
  /** ~OkCode, ~TARGET, ~CALLER as the buyer system sent them (null: not sent). */
  okCode: string | null;
  target: string | null;
  caller: string | null;
}

export interface FormField {
  name: string;
  value: string;
}

/** The auto-submitted form that carries the cart back through the buyer's browser. */
export interface ReturnForm {
  action: string;
  /** Form target: `_top` unless the buyer system asked for another frame. */
  target: string;
  fields: FormField[];
}
