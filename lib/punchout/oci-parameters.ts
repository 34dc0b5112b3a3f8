import '@/lib/validation/zod-config';
import { z } from 'zod';

// The parameters with which an SAP system (OCI 4.0 / 5.0) opens the catalogue, by GET or by a
// POSTed form. Their case varies between systems (USERNAME, username); values are kept as sent.

const OCI_NAMES = {
  username: 'username',
  password: 'password',
  hookUrl: 'hook_url',
  okCode: '~okcode',
  target: '~target',
  caller: '~caller',
  returnTarget: 'returntarget',
} as const;

/** Names that make a page request an OCI login (proxy.ts hands it to the OCI entry). */
export function isOciLoginQuery(query: URLSearchParams): boolean {
  const names = new Set([...query.keys()].map((name) => name.toLowerCase()));
  return names.has(OCI_NAMES.username) && names.has(OCI_NAMES.password);
}

/** Every OCI parameter name, lower case: what the clean address after login leaves out. */
export const isOciParameter = (name: string): boolean =>
  (Object.values(OCI_NAMES) as string[]).includes(name.toLowerCase());

const optional = (max: number) => z.string().trim().max(max).nullable();

export const ociLoginSchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  hookUrl: z.string().trim().min(1).max(2048),
  okCode: optional(20),
  target: optional(64),
  caller: optional(20),
});

export type OciLoginParameters = z.output<typeof ociLoginSchema>;

/** The OCI fields of a query or form, matched case-insensitively; the first of a name wins. */
export function readOciParameters(entries: Iterable<[string, string]>): Record<string, unknown> {
  const found = new Map<string, string>();
  for (const [name, value] of entries) {
    const key = name.toLowerCase();
    if (!found.has(key)) found.set(key, value);
  }
  const get = (name: string) => found.get(name) ?? null;
  return {
    username: get(OCI_NAMES.username),
    password: get(OCI_NAMES.password),
    hookUrl: get(OCI_NAMES.hookUrl),
    okCode: get(OCI_NAMES.okCode),
    // Some systems name the return frame `returntarget` instead of ~TARGET.
    target: get(OCI_NAMES.target) ?? get(OCI_NAMES.returnTarget),
    caller: get(OCI_NAMES.caller),
  };
}

/**
 * Where the buyer goes after login: the page the SAP system opened (a path of this shop) with the
 * credentials and the other OCI parameters left out, or the catalogue.
 */
export function cleanLandingPath(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return fallback;
  }
  const url = new URL(next, 'http://shop.invalid');
  for (const name of [...url.searchParams.keys()]) {
    if (isOciParameter(name) || name === 'next') url.searchParams.delete(name);
  }
  const path = `${url.pathname}${url.search}`;
  // Checked again after the URL parser resolved dot segments: `/.//evil.example` becomes
  // `//evil.example`, which a browser would read as another host.
  return path.startsWith('//') ? fallback : path;
}
