import { describe, expect, it } from 'vitest';
import {
  cleanLandingPath,
  isOciLoginQuery,
  ociLoginSchema,
  readOciParameters,
} from '@/lib/punchout/oci-parameters';

describe('OCI login parameters', () => {
  it('are recognised in any case, with both credentials present', () => {
    expect(isOciLoginQuery(new URLSearchParams('USERNAME=a&PASSWORD=b&HOOK_URL=x'))).toBe(true);
    expect(isOciLoginQuery(new URLSearchParams('username=a&password=b'))).toBe(true);
    expect(isOciLoginQuery(new URLSearchParams('USERNAME=a'))).toBe(false);
    expect(isOciLoginQuery(new URLSearchParams('page=2&sort=name'))).toBe(false);
  });

  it('are read case-insensitively, the first of a name wins, returntarget stands in for ~TARGET', () => {
    const read = readOciParameters([
      ['username', 'OCIBUYER'],
      ['PASSWORD', 'oci123'],
      ['Hook_Url', 'https://sap.example/hook?sap-client=100'],
      ['USERNAME', 'SECOND'],
      ['~OkCode', 'ADDI'],
      ['returntarget', '_parent'],
    ]);
    expect(read).toEqual({
      username: 'OCIBUYER',
      password: 'oci123',
      hookUrl: 'https://sap.example/hook?sap-client=100',
      okCode: 'ADDI',
      target: '_parent',
      caller: null,
    });
    expect(ociLoginSchema.safeParse(read).success).toBe(true);
  });

  it('need a user name, a password and a HOOK_URL of sane length', () => {
    const base = readOciParameters([
      ['USERNAME', 'OCIBUYER'],
      ['PASSWORD', 'oci123'],
      ['HOOK_URL', 'https://sap.example/hook'],
    ]);
    expect(ociLoginSchema.safeParse(base).success).toBe(true);
    expect(ociLoginSchema.safeParse({ ...base, hookUrl: null }).success).toBe(false);
    expect(ociLoginSchema.safeParse({ ...base, username: '  ' }).success).toBe(false);
    expect(
      ociLoginSchema.safeParse({ ...base, hookUrl: `https://x/${'a'.repeat(2048)}` }).success,
    ).toBe(false);
  });
});

describe('the clean landing path after an OCI login', () => {
  it('keeps the page and its own query, without credentials and OCI fields', () => {
    expect(
      cleanLandingPath(
        '/en/category/computers?USERNAME=a&password=b&HOOK_URL=x&page=2&~OkCode=ADDI&next=/x',
        '/catalog',
      ),
    ).toBe('/en/category/computers?page=2');
    expect(cleanLandingPath('/catalog?USERNAME=a&PASSWORD=b', '/x')).toBe('/catalog');
  });

  it('never leads off the shop', () => {
    for (const next of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      null,
      '',
    ]) {
      expect(cleanLandingPath(next, '/catalog')).toBe('/catalog');
    }
  });
});
