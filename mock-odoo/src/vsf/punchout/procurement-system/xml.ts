import { XMLBuilder, XMLParser } from 'fast-xml-parser';

// XML for the fake procurement system: built with fast-xml-parser's builder (which escapes every
// text and attribute), read with its parser into plain objects walked by the helpers below.

export const CXML_VERSION = '1.2.014';

/** Constant prolog lines; nothing in them comes from a request. */
const PROLOG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">
`;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  suppressEmptyNode: true,
});

/** A cXML document from its root element's content. */
export function buildCxml(root: Record<string, unknown>): string {
  return `${PROLOG}${builder.build({ cXML: root })}`;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Identities, cookies and amounts stay the strings they were ("007" is not 7).
  parseTagValue: false,
  parseAttributeValue: false,
});

/** The document as objects; external entities are refused by the parser, the DTD never fetched. */
export function parseXml(text: string): unknown {
  return parser.parse(text) as unknown;
}

type XmlNode = Record<string, unknown>;

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first child element of that name. */
export function child(node: unknown, name: string): unknown {
  const value = isNode(node) ? node[name] : undefined;
  return Array.isArray(value) ? value[0] : value;
}

/** Every child element of that name (one or many). */
export function children(node: unknown, name: string): unknown[] {
  const value = isNode(node) ? node[name] : undefined;
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Follows a path of first children: `path(doc, 'cXML', 'Response', 'Status')`. */
export function path(node: unknown, ...names: string[]): unknown {
  return names.reduce((current, name) => child(current, name), node);
}

/** An element's text (its own, without its children's). */
export function text(node: unknown): string | null {
  if (typeof node === 'string') return node;
  if (isNode(node) && typeof node['#text'] === 'string') return node['#text'];
  return isNode(node) ? '' : null;
}

export function attribute(node: unknown, name: string): string | null {
  const value = isNode(node) ? node[`@_${name}`] : undefined;
  return typeof value === 'string' ? value : null;
}
