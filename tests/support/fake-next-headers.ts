// A stand-in for next/headers: an in-memory cookie jar and request headers the test controls.

export interface StoredCookie {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

export class FakeCookieJar {
  private readonly values = new Map<string, StoredCookie>();
  /** Like a server component: reading works, writing throws. */
  readonly = false;
  readonly writes: StoredCookie[] = [];

  get(name: string): { name: string; value: string } | undefined {
    const cookie = this.values.get(name);
    return cookie ? { name, value: cookie.value } : undefined;
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  set(name: string, value: string, options: Record<string, unknown> = {}): this {
    if (this.readonly)
      throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
    const cookie = { name, value, options };
    this.writes.push(cookie);
    this.values.set(name, cookie);
    return this;
  }

  delete(name: string): this {
    if (this.readonly)
      throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
    this.writes.push({ name, value: '', options: { maxAge: 0 } });
    this.values.delete(name);
    return this;
  }

  /** Sets a cookie as if the browser had sent it. */
  seed(name: string, value: string): void {
    this.values.set(name, { name, value, options: {} });
  }

  /** Drops a cookie as a browser would that does not send it back (e.g. Secure over http). */
  forget(name: string): void {
    this.values.delete(name);
  }

  stored(name: string): StoredCookie | undefined {
    return this.values.get(name);
  }

  clear(): void {
    this.values.clear();
    this.writes.length = 0;
    this.readonly = false;
  }
}

export const cookieJar = new FakeCookieJar();
// The proxy's locale header: the shopper is on an English page, so Odoo answers in English.
export const requestHeaders = new Headers({ host: 'shop.test', 'x-next-intl-locale': 'en' });

export const fakeNextHeaders = {
  cookies: async () => cookieJar,
  headers: async () => requestHeaders,
};
