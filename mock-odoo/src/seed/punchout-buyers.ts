// The seeded punch-out buyers (vsf_punchout configuration on res.users). The fake procurement
// system (vsf/punchout/procurement-system/) plays these buyers' side with the same facts, and tests read them here.

/** Stands for mock-odoo's own origins (`http://127.0.0.1:<port>`, `http://localhost:<port>`). */
export const OWN_ORIGIN_PLACEHOLDER = '{mock-odoo}';

/** Where the fake procurement system receives carts: `POST /procurement/return/<session>`. */
export const PROCUREMENT_RETURN_PATH = '/procurement/return/';

/**
 * Every buyer's allow-list: the procurement system's own return endpoint (a real buyer's) and the
 * fake procurement system on mock-odoo itself, whose port varies while the seed persists.
 */
export const PUNCHOUT_RETURN_URLS = [
  'https://eproc.buyer.example/punchout/',
  `${OWN_ORIGIN_PLACEHOLDER}${PROCUREMENT_RETURN_PATH}`,
];

export interface CxmlCredentialSeed {
  domain: string;
  identity: string;
}

export interface CxmlBuyerSeed {
  /** The buyer's name: their contact's in the shop, the Contact of their setup requests. */
  name: string;
  login: string;
  password: string;
  /** From of the buyer's setup requests. */
  from: CxmlCredentialSeed;
  /** Sender of the buyer's setup requests (the network that relays them, or the buyer). */
  sender: CxmlCredentialSeed;
  sharedSecret: string;
  messageField: 'cXML-urlencoded' | 'cXML-base64';
  operationAllowed: 'create' | 'inspect' | 'edit';
  /** The shop towards this buyer: To of the setup request, From and Sender of the order message. */
  supplier: CxmlCredentialSeed;
  userAgent: string;
}

/** A generic cXML buyer (Coupa-like): requests come straight from its own system. */
export const CXML_BUYER: CxmlBuyerSeed = {
  name: 'Lena Hoffmann',
  login: 'cxml-buyer@example.com',
  password: 'cxml123',
  from: { domain: 'DUNS', identity: '987654321' },
  sender: { domain: 'DUNS', identity: '987654321' },
  sharedSecret: 'cxml-secret',
  messageField: 'cXML-urlencoded',
  operationAllowed: 'edit',
  supplier: { domain: 'DUNS', identity: '123456789' },
  userAgent: 'Procurement Corp eProcurement 5.2',
};

/** An Ariba Network buyer: the `-T` ANID is an Ariba test account; Ariba relays the requests. */
export const ARIBA_BUYER: CxmlBuyerSeed = {
  name: 'Tobias Krüger',
  login: 'ariba-buyer@example.com',
  password: 'ariba123',
  from: { domain: 'NetworkID', identity: 'AN01000000001-T' },
  sender: { domain: 'AribaNetworkUserId', identity: 'sysadmin@ariba.com' },
  sharedSecret: 'ariba-secret',
  // Ariba's preference: base64 avoids the escaping layers and carries any character.
  messageField: 'cXML-base64',
  operationAllowed: 'edit',
  supplier: { domain: 'NetworkID', identity: 'AN01000000999' },
  userAgent: 'Ariba Network 1.0',
};

export interface OciBuyerSeed {
  login: string;
  password: string;
  username: string;
  ociPassword: string;
}

export const OCI_BUYER: OciBuyerSeed = {
  login: 'oci-buyer@example.com',
  password: 'oci123',
  username: 'OCIBUYER',
  ociPassword: 'oci123',
};
