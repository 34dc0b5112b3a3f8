import { randomBytes } from 'node:crypto';
import {
  ARIBA_BUYER,
  CXML_BUYER,
  PROCUREMENT_RETURN_PATH,
  type CxmlBuyerSeed,
  type CxmlCredentialSeed,
} from '../../../seed/punchout-buyers';
import { attribute, buildCxml, CXML_VERSION, parseXml, path, text } from './xml';

// The fake procurement system's side of a cXML punch-out: it POSTs a PunchOutSetupRequest to the
// shop, server to server, and reads the StartPage URL from the shop's answer.

export type CxmlBuyerKey = 'cxml' | 'ariba';
export type SetupOperation = 'create' | 'edit' | 'inspect';

export const CXML_BUYERS: Record<CxmlBuyerKey, CxmlBuyerSeed & { label: string }> = {
  cxml: { ...CXML_BUYER, label: 'Procurement Corp (cXML, Coupa-like)' },
  ariba: { ...ARIBA_BUYER, label: 'Procurement Corp via Ariba Network' },
};

/** The storefront's cXML setup endpoint. */
const SHOP_SETUP_PATH = '/payment/cxml/punchout_request';

export interface SetupItem {
  sku: string;
  quantity: number;
  auxiliaryId?: string | null;
}

export interface SetupOptions {
  shop: string;
  buyer: CxmlBuyerKey;
  /** This server's origin: the cart comes back to its return endpoint. */
  ownOrigin: string;
  operation?: SetupOperation;
  buyerCookie?: string;
  /** Opened (and remembered) by the caller, whose return endpoint knows it. */
  returnSession: string;
  items?: SetupItem[];
  /** Overrides for negative tests. */
  sharedSecret?: string;
  returnUrl?: string;
  payloadId?: string;
  timestamp?: string;
  to?: CxmlCredentialSeed;
}

export interface SetupResult {
  httpStatus: number;
  contentType: string | null;
  body: string;
  /** The cXML Response Status code and text, when the answer was cXML. */
  statusCode: number | null;
  statusText: string | null;
  startUrl: string | null;
  buyerCookie: string;
  returnUrl: string;
  returnSession: string;
}

export const newReturnSession = () => randomBytes(9).toString('base64url');

const credential = (value: CxmlCredentialSeed, secret?: string) => ({
  Credential: {
    '@_domain': value.domain,
    Identity: value.identity,
    ...(secret === undefined ? {} : { SharedSecret: secret }),
  },
});

/** Lines of an edit or inspect request, as the buyer's system kept them from the last cart. */
const itemOut = (items: SetupItem[]) =>
  items.map((item, index) => ({
    '@_quantity': String(item.quantity),
    '@_lineNumber': String(index + 1),
    ItemID: {
      SupplierPartID: item.sku,
      ...(item.auxiliaryId ? { SupplierPartAuxiliaryID: item.auxiliaryId } : {}),
    },
  }));

interface RequestValues {
  buyer: CxmlBuyerSeed;
  operation: SetupOperation;
  buyerCookie: string;
  returnUrl: string;
  payloadId: string;
  timestamp: string;
  sharedSecret: string;
  to: CxmlCredentialSeed;
  shop: string;
  items: SetupItem[];
}

/** A PunchOutSetupRequest as a buyer's system sends it (children in cXML DTD order). */
function setupRequestXml(values: RequestValues): string {
  const { buyer } = values;
  // Ariba test accounts (`-T`) send test requests.
  const deploymentMode = buyer.from.identity.endsWith('-T') ? 'test' : 'production';
  return buildCxml({
    '@_payloadID': values.payloadId,
    '@_timestamp': values.timestamp,
    '@_version': CXML_VERSION,
    '@_xml:lang': 'en-US',
    Header: {
      From: credential(buyer.from),
      To: credential(values.to),
      Sender: { ...credential(buyer.sender, values.sharedSecret), UserAgent: buyer.userAgent },
    },
    Request: {
      '@_deploymentMode': deploymentMode,
      PunchOutSetupRequest: {
        '@_operation': values.operation,
        BuyerCookie: values.buyerCookie,
        Extrinsic: [
          { '@_name': 'UserEmail', '#text': buyer.login },
          { '@_name': 'UniqueName', '#text': buyer.login.split('@')[0] ?? buyer.login },
          { '@_name': 'CostCenter', '#text': '4100' },
        ],
        BrowserFormPost: { URL: values.returnUrl },
        Contact: {
          '@_role': 'endUser',
          Name: { '@_xml:lang': 'en', '#text': buyer.name },
          Email: buyer.login,
        },
        SupplierSetup: { URL: `${values.shop}${SHOP_SETUP_PATH}` },
        ...(values.operation === 'create' ? {} : { ItemOut: itemOut(values.items) }),
      },
    },
  });
}

interface SetupAnswer {
  statusCode: number | null;
  statusText: string | null;
  startUrl: string | null;
}

/** Status and StartPage of the shop's cXML Response; nothing when it is not one. */
function readSetupResponse(body: string): SetupAnswer {
  let document: unknown;
  try {
    document = parseXml(body);
  } catch {
    return { statusCode: null, statusText: null, startUrl: null };
  }
  const response = path(document, 'cXML', 'Response');
  const status = path(response, 'Status');
  const code = Number(attribute(status, 'code'));
  return {
    statusCode: Number.isInteger(code) && attribute(status, 'code') !== null ? code : null,
    statusText: attribute(status, 'text'),
    startUrl: text(path(response, 'PunchOutSetupResponse', 'StartPage', 'URL')) || null,
  };
}

/** Builds the request for a buyer, POSTs it to the shop and reads the answer. */
export async function sendSetupRequest(options: SetupOptions): Promise<SetupResult> {
  const buyer = CXML_BUYERS[options.buyer];
  const shop = options.shop.replace(/\/+$/, '');
  const { returnSession } = options;
  const returnUrl =
    options.returnUrl ??
    `${options.ownOrigin}${PROCUREMENT_RETURN_PATH}${encodeURIComponent(returnSession)}`;
  const buyerCookie = options.buyerCookie ?? `cookie-${randomBytes(6).toString('hex')}`;
  const xml = setupRequestXml({
    buyer,
    operation: options.operation ?? 'create',
    buyerCookie,
    returnUrl,
    payloadId:
      options.payloadId ?? `${Date.now()}.${randomBytes(6).toString('hex')}@eproc.buyer.example`,
    timestamp: options.timestamp ?? new Date().toISOString(),
    sharedSecret: options.sharedSecret ?? buyer.sharedSecret,
    to: options.to ?? buyer.supplier,
    shop,
    items: options.items ?? [],
  });
  const response = await fetch(`${shop}${SHOP_SETUP_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: xml,
    redirect: 'manual',
  });
  const body = await response.text();
  return {
    httpStatus: response.status,
    contentType: response.headers.get('content-type'),
    body,
    ...readSetupResponse(body),
    buyerCookie,
    returnUrl,
    returnSession,
  };
}
