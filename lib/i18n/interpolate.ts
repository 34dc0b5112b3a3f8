/**
 * Fills `{name}` placeholders. Client islands receive plain message strings from the server (the
 * ICU runtime stays off the browser bundle), so their messages must not use plural or select forms.
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
