import { XMLParser } from 'fast-xml-parser';

// The part of the cXML 1.2.014 DTD (cXML.dtd, Transport and Transaction modules) that the
// shop's documents use, transcribed as content models, so element order and required
// attributes are checked offline. Child names are matched as a space-separated sequence.

const CONTENT_MODELS: Record<string, RegExp> = {
  cXML: /^(?:Header (?:Message|Request)|Response)$/,
  Header: /^From To Sender(?: Path)?(?: OriginalDocument)?$/,
  From: /^(?:Credential )*Credential(?: Correspondent)?$/,
  To: /^(?:Credential )*Credential(?: Correspondent)?$/,
  Sender: /^(?:Credential )*Credential UserAgent$/,
  Credential: /^Identity(?: (?:SharedSecret|DigitalSignature|CredentialMac))?$/,
  Response: /^Status(?: PunchOutSetupResponse)?$/,
  PunchOutSetupResponse: /^StartPage$/,
  StartPage: /^URL$/,
  Message: /^(?:Status )?PunchOutOrderMessage$/,
  PunchOutOrderMessage: /^BuyerCookie PunchOutOrderMessageHeader(?: ItemIn)*$/,
  PunchOutOrderMessageHeader:
    /^(?:SourcingStatus )?Total(?: ShipTo)?(?: Shipping)?(?: Tax)?(?: SupplierOrderInfo)?$/,
  Total: /^Money$/,
  ItemIn:
    /^ItemID(?: Path)? ItemDetail(?: SupplierID)?(?: SupplierList)?(?: ShipTo)?(?: Shipping)?(?: Tax)?$/,
  ItemID: /^SupplierPartID(?: SupplierPartAuxiliaryID)?(?: BuyerPartID)?$/,
  ItemDetail:
    /^UnitPrice(?: Description)+ UnitOfMeasure(?: PriceBasisQuantity)?(?: Classification)+(?: ManufacturerPartID)?(?: ManufacturerName)?(?: URL)?(?: LeadTime)?(?: Extrinsic)*$/,
  UnitPrice: /^Money$/,
};

/** Elements whose content is text only (#PCDATA; BuyerCookie is ANY but gets text). */
const TEXT_ONLY = new Set([
  'Identity',
  'SharedSecret',
  'UserAgent',
  'Status',
  'URL',
  'BuyerCookie',
  'Money',
  'SupplierPartID',
  'SupplierPartAuxiliaryID',
  'Description',
  'UnitOfMeasure',
  'Classification',
]);

const REQUIRED_ATTRIBUTES: Record<string, string[]> = {
  cXML: ['payloadID', 'timestamp'],
  Credential: ['domain'],
  Status: ['code', 'text'],
  Money: ['currency'],
  ItemIn: ['quantity'],
  Description: ['xml:lang'],
  Classification: ['domain'],
  PunchOutOrderMessageHeader: ['operationAllowed'],
};

const ENUMERATED_ATTRIBUTES: Record<string, Record<string, readonly string[]>> = {
  Message: { deploymentMode: ['production', 'test'] },
  PunchOutOrderMessageHeader: { operationAllowed: ['create', 'inspect', 'edit'] },
};

/** One element as fast-xml-parser's preserveOrder mode gives it. */
export type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
});

export function parseOrdered(xml: string): OrderedNode[] {
  return orderedParser.parse(xml) as OrderedNode[];
}

export function tagOf(node: OrderedNode): string | null {
  return Object.keys(node).find((key) => key !== ':@' && key !== '#text') ?? null;
}

export function childrenOf(node: OrderedNode): OrderedNode[] {
  const tag = tagOf(node);
  return tag === null ? [] : ((node[tag] as OrderedNode[] | undefined) ?? []);
}

export function elementChildren(node: OrderedNode): OrderedNode[] {
  return childrenOf(node).filter((child) => tagOf(child) !== null);
}

/** Everything in `xml` that the transcribed DTD does not allow; empty when valid. */
export function dtdViolations(xml: string): string[] {
  const problems: string[] = [];
  const roots = parseOrdered(xml).filter((node) => tagOf(node) !== null);
  if (roots.length !== 1 || tagOf(roots[0]!) !== 'cXML') problems.push('root is not one cXML');

  const visit = (node: OrderedNode, path: string) => {
    const tag = tagOf(node)!;
    const here = `${path}/${tag}`;
    const children = elementChildren(node);
    const sequence = children.map((child) => tagOf(child)).join(' ');
    if (TEXT_ONLY.has(tag)) {
      if (children.length > 0) problems.push(`${here} holds elements`);
    } else {
      const model = CONTENT_MODELS[tag];
      if (!model) problems.push(`${here} is not expected`);
      else if (!model.test(sequence)) problems.push(`${here} has children "${sequence}"`);
    }
    const attributes = node[':@'] ?? {};
    for (const name of REQUIRED_ATTRIBUTES[tag] ?? []) {
      if (!attributes[name]) problems.push(`${here} lacks @${name}`);
    }
    for (const [name, allowed] of Object.entries(ENUMERATED_ATTRIBUTES[tag] ?? {})) {
      const value = attributes[name];
      if (value !== undefined && !allowed.includes(value)) {
        problems.push(`${here} @${name}="${value}"`);
      }
    }
    children.forEach((child) => visit(child, here));
  };
  roots.forEach((root) => visit(root, ''));
  return problems;
}
