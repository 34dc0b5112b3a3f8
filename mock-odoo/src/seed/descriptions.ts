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

export function fillSentence(sentence: string, input: DescriptionInput): string {
  return sentence
    .replaceAll('{brand}', input.brand.name)
    .replaceAll('{adj}', input.adjective)
    .replaceAll('{noun}', input.noun);
}

function sentences(rng: Rng, input: DescriptionInput): string[] {
  const [lead, ...rest] = input.blueprint.sentences;
  const picked = rng.sample(rest, rng.int(1, 2)).map((sentence) => fillSentence(sentence, input));
  const out = [fillSentence(lead ?? '', input), ...picked];
  if (input.warrantyYears) {
    out.push(
      `Includes a ${input.warrantyYears}-year ${input.warrantyYears > 1 ? 'bring-in' : 'limited'} warranty.`,
    );
  }
  return out;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function describe(rng: Rng, input: DescriptionInput, kind: DescriptionKind): string | null {
  if (kind === 'none') return null;
  const lines = sentences(rng, input);
  if (kind === 'plain') return lines.join(' ');
  const [lead = '', ...more] = lines.map(escapeHtml);
  if (kind === 'script') {
    // Deliberately unsafe: the storefront must strip it before rendering.
    return `<p>${lead}</p><script>alert(1)</script><p>${more.join(' ')}</p>`;
  }
  if (kind === 'onerror') {
    return `<p>${lead}</p><img src=x onerror="alert(1)"><p>${more.join(' ')}</p>`;
  }
  const bullets = rng
    .sample(input.blueprint.features, 3)
    .map(([title, text]) => `<li><strong>${escapeHtml(title)}</strong>: ${escapeHtml(text)}</li>`)
    .join('');
  const manual = rng.chance(0.6)
    ? `<p>Download the <a href="${input.brand.website}/manuals/${input.model.toLowerCase()}">product manual (PDF)</a> or visit the ${escapeHtml(input.brand.name)} support site.</p>`
    : '';
  return `<p>${lead}</p><ul>${bullets}</ul><p>${more.join(' ')}</p>${manual}`;
}
