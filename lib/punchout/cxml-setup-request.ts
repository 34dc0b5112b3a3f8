import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser';
import type {
  CxmlCredential,
  PunchoutOperation,
  SetupItem,
  SetupRequest,
} from '@/lib/punchout/types';
import { NOT_XML_CHAR } from '@/lib/punchout/xml-chars';

// Reads a cXML PunchOutSetupRequest. The body comes from the internet before anyone is
// authenticated, so everything that could make the parser do work beyond reading the text
// (entities, an internal DTD subset, huge or deeply nested input) is refused up front.

/** Setup requests are a few KB; anything near this is an attack or a mistake. */
export const SETUP_REQUEST_MAX_BYTES = 256 * 1024;

/** An edit request rebuilds a cart; no real cart comes near this many lines. */
const MAX_ITEM_OUT = 500;

const OPERATIONS: readonly PunchoutOperation[] = ['create', 'edit', 'inspect'];

/** A refusal, with the HTTP-like status the cXML Response and the route answer with. */
export class CxmlRequestError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'CxmlRequestError';
  }
}

function refuse(message: string): never {
  throw new CxmlRequestError(400, message);
}

// --- Text level -------------------------------------------------------------------------------

const utf8Length = (text: string): number => new TextEncoder().encode(text).byteLength;

/**
 * `<!ENTITY` anywhere, or a DOCTYPE that opens an internal subset, is how XXE and entity
 * expansion ("billion laughs") start. cXML needs neither: the standard DOCTYPE only names the
 * external DTD, which is never fetched.
 */
const ENTITY_DECLARATION = /<!ENTITY/i;
const DOCTYPE_WITH_INTERNAL_SUBSET = /<!DOCTYPE[^>]*\[/i;

const PREDEFINED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

const REFERENCE = /&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][\w.-]*);/g;

class UndecodableReference extends Error {}

/**
 * Decodes the five predefined entities and numeric character references in one pass, so
 * `&amp;#233;` stays the text `&#233;`. The parser's own decoder leaves numeric references
 * undecoded unless HTML entities are switched on, which would accept far more than XML does.
 */
const xmlReferenceDecoder: EntityDecoderOptions = {
  setExternalEntities: () => undefined,
  // Declared entities never get here (refused before parsing); ignoring them is the backstop.
  addInputEntities: () => undefined,
  reset: () => undefined,
  setXmlVersion: () => undefined,
  decode: (text) =>
    text.includes('&')
      ? text.replace(REFERENCE, (_match, reference: string) => {
          if (!reference.startsWith('#')) {
            const predefined = PREDEFINED_ENTITIES[reference];
            if (predefined === undefined) throw new UndecodableReference(reference);
            return predefined;
          }
          const codePoint =
            reference[1] === 'x'
              ? Number.parseInt(reference.slice(2), 16)
              : Number.parseInt(reference.slice(1), 10);
          if (!(codePoint <= 0x10ffff)) throw new UndecodableReference(reference);
          const character = String.fromCodePoint(codePoint);
          if (NOT_XML_CHAR.test(character)) throw new UndecodableReference(reference);
          return character;
        })
      : text,
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Identities such as 987654321 and BuyerCookies must stay exactly the text that was sent.
  parseTagValue: false,
  parseAttributeValue: false,
  // The BuyerCookie is echoed byte for byte, so nothing is trimmed here; fields are trimmed
  // one by one below where that is harmless.
  trimValues: false,
  entityDecoder: xmlReferenceDecoder,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

// --- Tree level -------------------------------------------------------------------------------

/** What the parser produces: text for a plain element, an object for one with attributes or
 * children; a repeated element becomes an array. */
type XmlNode = string | XmlElement;
interface XmlElement {
  [key: string]: XmlNode | XmlNode[] | undefined;
}

function isElement(node: unknown): node is XmlElement {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

function isOperation(value: string | undefined): value is PunchoutOperation {
  return OPERATIONS.some((known) => known === value);
}

function isChildName(key: string): boolean {
  return key !== '#text' && !key.startsWith('@_');
}

/** All children called `name`, whether the parser gave none, one or many. */
function childrenOf(node: XmlNode | undefined, name: string): XmlNode[] {
  if (!isElement(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The single child called `name`; a second one makes the document ambiguous. */
function onlyChild(node: XmlNode | undefined, name: string, where: string): XmlNode | undefined {
  const found = childrenOf(node, name);
  if (found.length > 1) refuse(`more than one ${where}`);
  return found[0];
}

function attribute(node: XmlNode | undefined, name: string): string | undefined {
  if (!isElement(node)) return undefined;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The text of an element, or undefined when it holds elements rather than text. */
function rawText(node: XmlNode | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (typeof node === 'string') return node;
  if (Object.keys(node).some(isChildName)) return undefined;
  const text = node['#text'];
  return typeof text === 'string' ? text : '';
}

/** Trimmed text, or null when absent or blank. */
function trimmedText(node: XmlNode | undefined): string | null {
  const text = rawText(node)?.trim();
  return text ? text : null;
}

function requiredText(node: XmlNode | undefined, what: string): string {
  return trimmedText(node) ?? refuse(`missing ${what}`);
}

function credentialOf(party: XmlNode | undefined, name: string): XmlNode {
  if (party === undefined) refuse(`missing ${name}`);
  // cXML allows several credentials per party (say NetworkID and DUNS); the first one names it.
  return childrenOf(party, 'Credential')[0] ?? refuse(`missing ${name} credential`);
}

function credential(node: XmlNode, name: string): CxmlCredential {
  return {
    domain: trimmedText(attribute(node, 'domain')) ?? refuse(`missing ${name} credential domain`),
    identity: requiredText(onlyChild(node, 'Identity', `${name} Identity`), `${name} identity`),
  };
}

/** Quantities are plain decimals; "1e3", "0x10", "Infinity" or "1,5" are not what was sent. */
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

function setupItem(itemOut: XmlNode, index: number): SetupItem {
  const where = `ItemOut ${index + 1}`;
  const itemId = onlyChild(itemOut, 'ItemID', `${where} ItemID`);
  const sku = requiredText(
    onlyChild(itemId, 'SupplierPartID', `${where} SupplierPartID`),
    `${where} SupplierPartID`,
  );
  const quantityText = attribute(itemOut, 'quantity')?.trim() ?? '';
  const quantity = DECIMAL.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!Number.isFinite(quantity) || quantity <= 0) refuse(`${where} has an invalid quantity`);
  return {
    sku,
    auxiliaryId: trimmedText(
      onlyChild(itemId, 'SupplierPartAuxiliaryID', `${where} SupplierPartAuxiliaryID`),
    ),
    quantity,
  };
}

function readTree(xml: string): XmlElement {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    // The validator's code and line say enough for the log without echoing the document.
    refuse(`malformed XML (${validation.err.code} at line ${validation.err.line})`);
  }
  let tree: unknown;
  try {
    tree = parser.parse(xml);
  } catch (error) {
    if (error instanceof UndecodableReference) refuse('malformed XML (undefined reference)');
    refuse('malformed XML');
  }
  return isElement(tree) ? tree : refuse('malformed XML');
}

// --- The request ------------------------------------------------------------------------------

export function parseSetupRequest(xml: string): SetupRequest {
  // Cheap length bound first: every UTF-16 unit is at least one byte.
  if (xml.length > SETUP_REQUEST_MAX_BYTES || utf8Length(xml) > SETUP_REQUEST_MAX_BYTES) {
    throw new CxmlRequestError(413, 'request too large');
  }
  // XML parsers drop a byte order mark and normalise line ends to LF before anything else
  // (XML 1.0 §2.11); doing the same keeps a BuyerCookie identical to what a buyer's parser sees.
  const text = xml.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') refuse('empty request');
  if (ENTITY_DECLARATION.test(text)) refuse('entity declarations are not accepted');
  if (DOCTYPE_WITH_INTERNAL_SUBSET.test(text)) refuse('an internal DTD subset is not accepted');
  if (NOT_XML_CHAR.test(text)) refuse('malformed XML (character not allowed in XML)');

  const tree = readTree(text);
  const roots = Object.keys(tree).filter(isChildName);
  if (roots.length !== 1 || roots[0] !== 'cXML') refuse('the root element is not cXML');
  const root = tree.cXML;
  // The validator lets a second root element through; the parser makes the two an array.
  if (Array.isArray(root)) refuse('more than one root element');
  if (!isElement(root)) refuse('missing payloadID');

  const payloadId = trimmedText(attribute(root, 'payloadID')) ?? refuse('missing payloadID');

  const header = onlyChild(root, 'Header', 'Header');
  if (header === undefined) refuse('missing Header');
  const senderNode = onlyChild(header, 'Sender', 'Sender');
  const from = credential(credentialOf(onlyChild(header, 'From', 'From'), 'From'), 'From');
  const to = credential(credentialOf(onlyChild(header, 'To', 'To'), 'To'), 'To');
  const senderCredential = credentialOf(senderNode, 'Sender');
  const sender = credential(senderCredential, 'Sender');
  // Trimmed like the identities; the text itself must never reach a log or an error message.
  const sharedSecret = requiredText(
    onlyChild(senderCredential, 'SharedSecret', 'Sender SharedSecret'),
    'Sender SharedSecret',
  );

  const request = onlyChild(root, 'Request', 'Request');
  const setup = onlyChild(request, 'PunchOutSetupRequest', 'PunchOutSetupRequest');
  if (request === undefined || setup === undefined) {
    refuse('missing Request/PunchOutSetupRequest');
  }

  const deploymentText = attribute(request, 'deploymentMode') ?? 'production';
  if (deploymentText !== 'production' && deploymentText !== 'test') {
    // Guessing production for an unknown mode could mix test carts into real purchasing.
    refuse('deploymentMode must be production or test');
  }

  const operation = attribute(setup, 'operation');
  if (!isOperation(operation)) refuse('operation must be create, edit or inspect');

  const cookieNode = onlyChild(setup, 'BuyerCookie', 'BuyerCookie');
  const buyerCookie = rawText(cookieNode);
  if (cookieNode !== undefined && buyerCookie === undefined) refuse('BuyerCookie must be text');
  if (buyerCookie === undefined || buyerCookie.trim() === '') refuse('missing BuyerCookie');

  const returnUrl = requiredText(
    onlyChild(onlyChild(setup, 'BrowserFormPost', 'BrowserFormPost'), 'URL', 'BrowserFormPost URL'),
    'BrowserFormPost/URL',
  );

  const itemOuts = childrenOf(setup, 'ItemOut');
  if (itemOuts.length > MAX_ITEM_OUT) refuse(`more than ${MAX_ITEM_OUT} ItemOut`);

  const selectedItemId = onlyChild(
    onlyChild(setup, 'SelectedItem', 'SelectedItem'),
    'ItemID',
    'SelectedItem ItemID',
  );

  return {
    payloadId,
    // Required by the cXML DTD; without it the replay window could not be checked.
    timestamp: trimmedText(attribute(root, 'timestamp')) ?? refuse('missing timestamp'),
    from,
    to,
    sender,
    sharedSecret,
    userAgent: trimmedText(onlyChild(senderNode, 'UserAgent', 'UserAgent')),
    deploymentMode: deploymentText,
    operation,
    buyerCookie,
    returnUrl,
    selectedSku: trimmedText(
      onlyChild(selectedItemId, 'SupplierPartID', 'SelectedItem SupplierPartID'),
    ),
    items: itemOuts.map(setupItem),
    extrinsics: childrenOf(setup, 'Extrinsic').flatMap((extrinsic) => {
      const name = attribute(extrinsic, 'name')?.trim();
      // An Extrinsic may hold markup; only its text is of use here.
      return name ? [{ name, value: rawText(extrinsic)?.trim() ?? '' }] : [];
    }),
  };
}
