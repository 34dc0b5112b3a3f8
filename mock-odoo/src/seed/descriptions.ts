import type { Blueprint } from './blueprints';
import type { Rng } from './random';
import type { BrandSeed } from './taxonomy';

export interface DescriptionInput {
  blueprint: Blueprint;
  brand: BrandSeed;
  adjective: string;
  noun: string;
  model: string;
  warrantyYears: number | null;
}

/** Kinds of sales description; the storefront sanitiser must cope with every one of them. */
export type DescriptionKind = 'plain' | 'html' | 'script' | 'onerror' | 'none';

/**
 * What the seed drew for one description: which of the blueprint's sentences and features, and
 * whether it links the manual. Kept apart from the words so that every language renders the same
 * description from it (ir_translation holds a translation, not a second random text).
 */
export interface DescriptionChoice {
  kind: Exclude<DescriptionKind, 'none'>;
  /** Indexes into the blueprint's sentences, the lead (0) first. */
  sentences: number[];
  /** Indexes into the blueprint's features (HTML descriptions). */
  features: number[];
  manual: boolean;
}

/** The words of one language for rendering a description. */
export interface DescriptionWords {
  sentences: readonly string[];
  features: readonly (readonly [string, string])[];
  /** Fills a sentence's placeholders for the product at hand. */
  fill: (sentence: string) => string;
  warranty: (years: number, bringIn: boolean) => string;
  manual: (link: string, brand: string) => string;
  manualLink: string;
}

export function fillSentence(sentence: string, input: DescriptionInput): string {
  return sentence
    .replaceAll('{brand}', input.brand.name)
    .replaceAll('{adj}', input.adjective)
    .replaceAll('{noun}', input.noun);
}

/** The English words: the blueprint's own. */
export function englishWords(input: DescriptionInput): DescriptionWords {
  return {
    sentences: input.blueprint.sentences,
    features: input.blueprint.features,
    fill: (sentence) => fillSentence(sentence, input),
    warranty: (years, bringIn) =>
      `Includes a ${years}-year ${bringIn ? 'bring-in' : 'limited'} warranty.`,
    manual: (link, brand) => `Download the ${link} or visit the ${brand} support site.`,
    manualLink: 'product manual (PDF)',
  };
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Draws a description of `kind`; null for none. */
export function chooseDescription(
  rng: Rng,
  input: DescriptionInput,
  kind: DescriptionKind,
): DescriptionChoice | null {
  if (kind === 'none') return null;
  const rest = input.blueprint.sentences.slice(1).map((_, index) => index + 1);
  const sentences = [0, ...rng.sample(rest, rng.int(1, 2))];
  if (kind !== 'html') return { kind, sentences, features: [], manual: false };
  const features = rng.sample(
    input.blueprint.features.map((_, index) => index),
    3,
  );
  return { kind, sentences, features, manual: rng.chance(0.6) };
}

export function renderDescription(
  choice: DescriptionChoice | null,
  input: DescriptionInput,
  words: DescriptionWords,
): string | null {
  if (!choice) return null;
  const lines = choice.sentences.map((index) => words.fill(words.sentences[index] ?? ''));
  if (input.warrantyYears) {
    lines.push(words.warranty(input.warrantyYears, input.warrantyYears > 1));
  }
  if (choice.kind === 'plain') return lines.join(' ');
  const [lead = '', ...more] = lines.map(escapeHtml);
  if (choice.kind === 'script') {
    // Deliberately unsafe: the storefront must strip it before rendering.
    return `<p>${lead}</p><script>alert(1)</script><p>${more.join(' ')}</p>`;
  }
  if (choice.kind === 'onerror') {
    return `<p>${lead}</p><img src=x onerror="alert(1)"><p>${more.join(' ')}</p>`;
  }
  const bullets = choice.features
    .map((index) => words.features[index] ?? ['', ''])
    .map(([title, text]) => `<li><strong>${escapeHtml(title)}</strong>: ${escapeHtml(text)}</li>`)
    .join('');
  const link = `<a href="${input.brand.website}/manuals/${input.model.toLowerCase()}">${words.manualLink}</a>`;
  const manual = choice.manual ? `<p>${words.manual(link, escapeHtml(input.brand.name))}</p>` : '';
  return `<p>${lead}</p><ul>${bullets}</ul><p>${more.join(' ')}</p>${manual}`;
}
