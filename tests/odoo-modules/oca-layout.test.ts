import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Odoo modules read as OCA modules: manifest keys, readme fragments, and translation files
// that are current with the code (each module's i18n/<module>.pot as Odoo exports it, nl.po and
// de.po holding exactly its terms).

const ODOO = join(process.cwd(), 'odoo');
const MODULES = readdirSync(ODOO)
  .filter((name) => name.startsWith('vsf_') && existsSync(join(ODOO, name, '__manifest__.py')))
  .sort();
const LANGUAGES = ['nl', 'de'];
const MANIFEST_KEYS = [
  'name',
  'summary',
  'version',
  'category',
  'author',
  'license',
  'depends',
  'data',
  'installable',
  'application',
];

function read(module: string, ...path: string[]): string {
  return readFileSync(join(ODOO, module, ...path), 'utf8');
}

function pythonSources(module: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== 'tests' && entry !== '__pycache__') walk(path);
      } else if (entry.endsWith('.py')) {
        found.push(readFileSync(path, 'utf8'));
      }
    }
  };
  walk(join(ODOO, module));
  return found;
}

/** The keys of a manifest as this repository writes them: one `'key':` per line, 4 spaces in. */
function manifestKeys(module: string): Map<string, string> {
  const manifest = read(module, '__manifest__.py');
  return new Map(
    [...manifest.matchAll(/^ {4}'(\w+)': (.*)$/gm)].map((match) => [match[1]!, match[2]!]),
  );
}

// A run of adjacent Python string literals (implicit concatenation), as one string.
const LITERALS = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")(?:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"))*`;

function joinLiterals(literals: string): string {
  return [...literals.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)]
    .map((match) => (match[1] ?? match[2]!).replace(/\\(['"\\])/g, '$1').replace(/\\n/g, '\n'))
    .join('');
}

/** Texts Odoo exports from the module's code: `_()` messages and field labels. */
function translatableTexts(module: string): string[] {
  const texts = new Set<string>();
  for (const source of pythonSources(module)) {
    for (const match of source.matchAll(
      new RegExp(String.raw`\b_(?:lt)?\(\s*(${LITERALS})`, 'g'),
    )) {
      texts.add(joinLiterals(match[1]!));
    }
    // fields.Char('Label', ...) and string='Label' (relational fields name their model first).
    const label = new RegExp(
      String.raw`fields\.(?:Char|Text|Html|Boolean|Integer|Float|Monetary|Date|Datetime|Binary|Image)\(\s*(${LITERALS})|\bstring=(${LITERALS})`,
      'g',
    );
    for (const match of source.matchAll(label)) texts.add(joinLiterals(match[1] ?? match[2]!));
  }
  return [...texts].filter((text) => text.trim() !== '');
}

function hasViews(module: string): boolean {
  const views = join(ODOO, module, 'views');
  return existsSync(views) && readdirSync(views).some((file) => file.endsWith('.xml'));
}

function needsTranslations(module: string): boolean {
  return hasViews(module) || translatableTexts(module).length > 0;
}

type PoEntry = { msgid: string; msgstr: string };

/** A .po/.pot file's entries (the header left out). */
function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let current: string | null = null;
    for (const line of block.split('\n')) {
      const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
      const more = /^"(.*)"$/.exec(line);
      if (start) {
        current = start[1]!;
        fields[current] = start[2]!;
      } else if (more && current) {
        fields[current] += more[1]!;
      }
    }
    const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    if (fields.msgid !== undefined && fields.msgid !== '') {
      entries.push({ msgid: unescape(fields.msgid), msgstr: unescape(fields.msgstr ?? '') });
    }
  }
  return entries;
}

describe('the Odoo modules as OCA modules', () => {
  it('finds the modules', () => {
    expect(MODULES).toContain('vsf_base');
    expect(MODULES.length).toBeGreaterThanOrEqual(17);
  });

  describe.each(MODULES)('%s', (module) => {
    it('has the manifest keys OCA uses, with a 15.0.x.y.z version', () => {
      const keys = manifestKeys(module);
      expect(MANIFEST_KEYS.filter((key) => !keys.has(key))).toEqual([]);
      expect(keys.get('version')).toMatch(/^'15\.0\.\d+\.\d+\.\d+',$/);
      expect(keys.get('installable')).toBe('True,');
    });

    it('has the readme fragments DESCRIPTION.rst and USAGE.rst', () => {
      for (const fragment of ['DESCRIPTION.rst', 'USAGE.rst']) {
        const path = join(ODOO, module, 'readme', fragment);
        expect(existsSync(path), `${module}/readme/${fragment}`).toBe(true);
        expect(readFileSync(path, 'utf8').trim().length).toBeGreaterThan(40);
      }
    });

    it('has a current .pot and nl and de translations of exactly its terms', () => {
      const pot = join(ODOO, module, 'i18n', `${module}.pot`);
      if (!needsTranslations(module)) {
        expect(existsSync(pot), `${module} has no translatable text but a .pot`).toBe(false);
        return;
      }
      expect(existsSync(pot), `${module}/i18n/${module}.pot`).toBe(true);
      const terms = parsePo(readFileSync(pot, 'utf8'));
      const msgids = terms.map((term) => term.msgid);
      expect(terms.every((term) => term.msgstr === '')).toBe(true);
      // Every message and label in the code is in the .pot: a new one means exporting again.
      expect(translatableTexts(module).filter((text) => !msgids.includes(text))).toEqual([]);
      for (const language of LANGUAGES) {
        const path = join(ODOO, module, 'i18n', `${language}.po`);
        expect(existsSync(path), `${module}/i18n/${language}.po`).toBe(true);
        const text = readFileSync(path, 'utf8');
        expect(text).toContain(`"Language: ${language}\\n"`);
        const translated = parsePo(text);
        expect(translated.map((term) => term.msgid)).toEqual(msgids);
        // A translation keeps the placeholders of its source.
        for (const term of translated.filter((entry) => entry.msgstr !== '')) {
          const placeholders = (value: string) => value.match(/%(?:\(\w+\))?[sd]/g) ?? [];
          expect(placeholders(term.msgstr), term.msgid).toEqual(placeholders(term.msgid));
        }
      }
    });
  });
});
