import 'server-only';

// Odoo turns False into null for most fields; mappers use these to give screens plain values.

export function text(value: string | null | undefined, fallback = ''): string {
  return value ?? fallback;
}

export function optionalText(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

export function amount(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Lists may be null and may hold nulls (interface-typed lists); screens get neither. */
export function compact<T>(list: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (list ?? []).filter((item): item is T => item !== null && item !== undefined);
}

/** GenericScalar JSON arrives as an object or as a JSON string, depending on the Odoo field. */
export function jsonObject(value: unknown): Record<string, unknown> | null {
  const parsed = typeof value === 'string' ? safeParse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** For script tags (schema.org): always a string, or null. */
export function jsonText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function safeParse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
