import type { z } from 'zod';

/** field path → message key (the first per field), the way react-hook-form's resolver reports them. */
export function schemaErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}
