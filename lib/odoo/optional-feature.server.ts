import 'server-only';
import { odooCapabilities, type OdooCapability } from './capabilities.server';

/** What a feature that needs one of our Odoo extensions returns: its data, or "not here". */
export type OptionalFeature<T> = { available: true; data: T } | { available: false };

export const UNAVAILABLE: { available: false } = { available: false };

/**
 * Runs `load` only when the backend has the extension, so a real Odoo 15 without our modules
 * hides the feature instead of failing with a schema error.
 */
export async function whenAvailable<T>(
  capability: OdooCapability,
  load: () => Promise<T>,
): Promise<OptionalFeature<T>> {
  const capabilities = await odooCapabilities();
  if (!capabilities[capability]) return UNAVAILABLE;
  return { available: true, data: await load() };
}
