import { attribute, child, children, parseXml, path, text } from './xml';
import type { SetupItem } from './setup-request';

// What came back to the fake procurement system: every POST to its return endpoint, kept exactly
// (raw body, ordered form fields) with the order message decoded, in memory and bounded.

const MAX_KEPT = 200;
const CXML_FIELDS = ['cxml-urlencoded', 'cxml-base64'];

export interface ReceivedPost {
  returnSession: string;
  receivedAt: string;
  /** Path and query as requested (an OCI HOOK_URL keeps its own query). */
  url: string;
  contentType: string | null;
  rawBody: string;
  /** Form fields in the order they came, decoded as UTF-8 form data. */
  fields: [string, string][];
  /** The name of the field that carried the cXML order message, as sent. */
  messageField: string | null;
  /** The decoded order message (cXML-urlencoded as is, cXML-base64 decoded as UTF-8). */
  cxml: string | null;
}

export interface CxmlLine {
  sku: string;
  auxiliaryId: string | null;
  quantity: string;
  unitPrice: string;
  currency: string | null;
  description: string;
  unit: string;
  classification: string;
}

export interface CxmlCart {
  buyerCookie: string | null;
  operationAllowed: string | null;
  total: string;
  currency: string | null;
  lines: CxmlLine[];
}

/** Who a return session belongs to, so the page can re-open a buyer's last cart (edit). */
export type BuyerKey = 'cxml' | 'ariba' | 'oci';

/** The fake procurement system's memory; one per mock-odoo server. */
export class ProcurementState {
  private readonly posts: ReceivedPost[] = [];
  private readonly sessions = new Map<string, BuyerKey>();
  private readonly lastLines = new Map<BuyerKey, SetupItem[]>();

  /** Remembers whose punch-out a return session is (bounded like the posts). */
  openReturnSession(returnSession: string, buyer: BuyerKey): void {
    this.sessions.set(returnSession, buyer);
    if (this.sessions.size > MAX_KEPT) {
      const [oldest] = this.sessions.keys();
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
  }

  record(post: ReceivedPost): void {
    this.posts.push(post);
    if (this.posts.length > MAX_KEPT) this.posts.shift();
    const buyer = this.sessions.get(post.returnSession);
    const cart = post.cxml === null ? null : readOrderMessage(post.cxml);
    if (buyer && buyer !== 'oci' && cart) {
      this.lastLines.set(
        buyer,
        cart.lines.map((line) => ({
          sku: line.sku,
          quantity: Number(line.quantity),
          auxiliaryId: line.auxiliaryId,
        })),
      );
    }
  }

  received(returnSession: string | null): ReceivedPost[] {
    return returnSession === null
      ? [...this.posts]
      : this.posts.filter((post) => post.returnSession === returnSession);
  }

  linesOf(buyer: BuyerKey): SetupItem[] {
    return this.lastLines.get(buyer) ?? [];
  }

  clear(): void {
    this.posts.length = 0;
    this.lastLines.clear();
  }
}

const isForm = (contentType: string | null) =>
  contentType === null || contentType.toLowerCase().startsWith('application/x-www-form-urlencoded');

/** The POST as received, with its form fields and order message decoded. */
export function decodePost(
  returnSession: string,
  url: string,
  contentType: string | null,
  rawBody: string,
): ReceivedPost {
  const fields: [string, string][] = isForm(contentType)
    ? [...new URLSearchParams(rawBody).entries()]
    : [];
  const message = fields.find(([name]) => CXML_FIELDS.includes(name.toLowerCase())) ?? null;
  const base64 = message?.[0].toLowerCase() === 'cxml-base64';
  return {
    returnSession,
    receivedAt: new Date().toISOString(),
    url,
    contentType,
    rawBody,
    fields,
    messageField: message?.[0] ?? null,
    cxml: message === null ? null : base64 ? decodeBase64(message[1]) : message[1],
  };
}

function decodeBase64(value: string): string {
  return Buffer.from(value.replace(/\s+/g, ''), 'base64').toString('utf8');
}

function line(item: unknown): CxmlLine {
  const detail = child(item, 'ItemDetail');
  const money = path(detail, 'UnitPrice', 'Money');
  return {
    sku: text(path(item, 'ItemID', 'SupplierPartID')) ?? '',
    auxiliaryId: text(path(item, 'ItemID', 'SupplierPartAuxiliaryID')),
    quantity: attribute(item, 'quantity') ?? '',
    unitPrice: text(money) ?? '',
    currency: attribute(money, 'currency'),
    description: text(child(detail, 'Description')) ?? '',
    unit: text(child(detail, 'UnitOfMeasure')) ?? '',
    classification: text(child(detail, 'Classification')) ?? '',
  };
}

/** The PunchOutOrderMessage's cookie, lines and total; null when the text is no such message. */
export function readOrderMessage(xml: string): CxmlCart | null {
  let document: unknown;
  try {
    document = parseXml(xml);
  } catch {
    return null;
  }
  const message = path(document, 'cXML', 'Message', 'PunchOutOrderMessage');
  if (message === undefined) return null;
  const header = child(message, 'PunchOutOrderMessageHeader');
  const total = path(header, 'Total', 'Money');
  return {
    buyerCookie: text(child(message, 'BuyerCookie')),
    operationAllowed: attribute(header, 'operationAllowed'),
    total: text(total) ?? '',
    currency: attribute(total, 'currency'),
    lines: children(message, 'ItemIn').map(line),
  };
}

/** OCI NEW_ITEM-<FIELD>[n] fields (and long texts) grouped by line n, in line order. */
export function ociLines(fields: [string, string][]): Map<string, [string, string][]> {
  const lines = new Map<string, [string, string][]>();
  for (const [name, value] of fields) {
    // Long texts put the line number inside the name: NEW_ITEM-LONGTEXT_1:132[].
    const match =
      /^NEW_ITEM-([A-Z_]+)\[(\d+)\]$/.exec(name) ??
      /^NEW_ITEM-(LONGTEXT)_(\d+):132\[\]$/.exec(name);
    if (!match?.[1] || !match[2]) continue;
    lines.set(match[2], [...(lines.get(match[2]) ?? []), [match[1], value]]);
  }
  return new Map([...lines.entries()].sort(([a], [b]) => Number(a) - Number(b)));
}
