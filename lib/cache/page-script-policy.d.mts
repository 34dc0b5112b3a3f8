export const CONTENT_SECURITY_POLICY: 'content-security-policy';
export function inlineScriptHashes(html: string): string[];
export function staticPageScriptPolicy(html: string): string;
export interface CachedValue {
  kind: string;
  html?: unknown;
  postponed?: unknown;
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
}
export function finishStaticPage(value: CachedValue | null | undefined): void;
