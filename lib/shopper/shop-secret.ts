import { randomBytes } from 'node:crypto';

// The key the shop signs its own cookies with (the `user` cookie). Production must configure it:
// every instance behind a load balancer needs the same one, and a restart must not sign everybody
// out. Development and the demo (mock-odoo) get one generated per process.

const MIN_LENGTH = 32;

const holder = globalThis as typeof globalThis & { __shopDevelopmentSecret?: string };

export function shopSecret(): string {
  const configured = process.env.SHOP_SECRET;
  if (configured) {
    if (configured.length < MIN_LENGTH) {
      throw new Error(`SHOP_SECRET must be at least ${MIN_LENGTH} characters long.`);
    }
    return configured;
  }
  if (process.env.NODE_ENV === 'production') {
    throw new Error('SHOP_SECRET is not set: a production shop needs it to sign its cookies.');
  }
  holder.__shopDevelopmentSecret ??= randomBytes(32).toString('base64url');
  return holder.__shopDevelopmentSecret;
}
