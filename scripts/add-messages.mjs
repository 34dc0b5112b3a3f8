// Merges new message keys into messages/{nl,en,de,ru}.json:
//   node scripts/add-messages.mjs path/to/new-messages.json
// The input is { "nl": { "Namespace": { "key": "text" } }, "en": {...}, "de": {...}, "ru": {...} }
// and must cover all four locales with the same keys. Existing keys are overwritten. A lock
// directory makes concurrent runs safe.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['nl', 'en', 'de', 'ru'];
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const flatKeys = (value, prefix = '') =>
  typeof value === 'string'
    ? [prefix]
    : Object.entries(value).flatMap(([key, child]) =>
        flatKeys(child, prefix ? `${prefix}.${key}` : key),
      );
const reference = flatKeys(input.en ?? {})
  .sort()
  .join('\n');
for (const locale of LOCALES) {
  if (!input[locale]) throw new Error(`missing locale ${locale}`);
  if (flatKeys(input[locale]).sort().join('\n') !== reference) {
    throw new Error(`${locale} does not have exactly the keys of en`);
  }
}

const lock = join('messages', '.lock');
for (let attempt = 0; ; attempt += 1) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (attempt > 200)
      throw new Error('messages/.lock is held; remove it if no other run is going');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  const merge = (target, source) => {
    for (const [key, value] of Object.entries(source)) {
      target[key] =
        typeof value === 'string'
          ? value
          : merge(typeof target[key] === 'object' ? target[key] : {}, value);
    }
    return target;
  };
  for (const locale of LOCALES) {
    const file = join('messages', `${locale}.json`);
    const merged = merge(JSON.parse(readFileSync(file, 'utf8')), input[locale]);
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  }
} finally {
  rmdirSync(lock);
}
