import { z } from 'zod';

// Text fields reach Odoo, whose PostgreSQL refuses a NUL byte with an error of its own; no field
// of a shop form holds control characters either. Pure: the forms use it in the browser too.

/** NUL and the other C0 controls except tab, line feed and carriage return (a note may span lines). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** The schema refuses control characters with the FormErrors key 'invalid'. */
export function plainText<T extends z.ZodString>(schema: T): T {
  return schema.refine((value) => !hasControlCharacters(value), { error: 'invalid' });
}

/** A text a form must have: trimmed, 1 to `max` characters ('required', 'max:<n>'). */
export function requiredText(max: number) {
  return plainText(
    z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(max, { error: `max:${max}` }),
  );
}
