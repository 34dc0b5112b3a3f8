import { describe, expect, it } from 'vitest';
import { isAllowedReturnUrl } from '@/lib/punchout/return-url';

// Return URLs receive the cart with the buyer's contract prices: only what the buyer's
// account allows passes, and nothing that merely looks like it.

const ALLOWLIST = [
  'https://eproc.buyer.example/punchout',
  'https://srm.buyer.example:8443/sap/bc/srm/',
  'http://localhost:4010',
  'not a url',
  '//relative.example/',
  'javascript:alert(1)',
  'https://user:pw@creds.example/',
];

describe('isAllowedReturnUrl', () => {
  it.each([
    'https://eproc.buyer.example/punchout',
    'https://eproc.buyer.example/punchout/return?s=abc&lang=en',
    'https://eproc.buyer.example/punchout/x#frag',
    'https://EPROC.buyer.example/punchout/x',
    'https://eproc.buyer.example:443/punchout/x',
    'https://srm.buyer.example:8443/sap/bc/srm/hook?sap-client=100',
    'http://localhost:4010/buyer/return',
    'HTTPS://eproc.buyer.example/punchout/x',
  ])('allows %s', (url) => {
    expect(isAllowedReturnUrl(url, ALLOWLIST)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example/punchout'],
    ['protocol-relative to the allowed host', '//eproc.buyer.example/punchout'],
    ['relative', '/punchout/return'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['a look-alike suffix', 'https://eproc.buyer.example.evil.com/punchout'],
    ['user info hiding the host', 'https://eproc.buyer.example@evil.example/punchout'],
    ['user info on the allowed host', 'https://user:pw@eproc.buyer.example/punchout'],
    ['another scheme', 'http://eproc.buyer.example/punchout'],
    ['another port', 'https://eproc.buyer.example:8443/punchout'],
    ['another path', 'https://eproc.buyer.example/admin'],
    ['a path that only starts alike', 'https://eproc.buyer.example/punchout-evil'],
    ['a path climbing out', 'https://eproc.buyer.example/punchout/../admin'],
    ['an encoded climb', 'https://eproc.buyer.example/punchout/%2e%2e/admin'],
    ['a backslash', 'https://eproc.buyer.example\\@evil.example/punchout'],
    ['a leading backslash', '/\\evil.example'],
    ['backslashes for slashes', 'https:\\\\evil.example\\punchout'],
    ['a tab in the host', 'https://eproc.buyer.exam\tple/punchout'],
    ['a newline', 'https://eproc.buyer.example/punchout\n'],
    ['leading space', ' https://eproc.buyer.example/punchout'],
    ['a trailing dot host', 'https://eproc.buyer.example./punchout'],
    ['SAP GUI pseudo URL', 'SAPEVENT:POST'],
    ['ftp', 'ftp://eproc.buyer.example/punchout'],
    ['empty', ''],
    ['an entry that is not a URL', 'not a url'],
    ['a host from a malformed entry', 'https://relative.example/'],
    ['a host from an entry with credentials', 'https://creds.example/'],
  ])('refuses %s', (_case, url) => {
    expect(isAllowedReturnUrl(url, ALLOWLIST)).toBe(false);
  });

  it('allows nothing with an empty list', () => {
    expect(isAllowedReturnUrl('https://eproc.buyer.example/punchout', [])).toBe(false);
  });

  it('treats an entry without path as the whole origin', () => {
    expect(
      isAllowedReturnUrl('https://gateway.example/any/path?x=1', ['https://gateway.example']),
    ).toBe(true);
  });
});
