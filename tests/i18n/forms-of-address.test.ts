import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';

// The shop speaks to a shopper one way per language: Dutch informally (je/jij, as the spec's own
// Dutch texts do), German formally (Sie/Ihr, as German B2B shops do). A message written the other
// way reads as a second voice in the same form.
function texts(messages: unknown): string[] {
  if (typeof messages === 'string') return [messages];
  return Object.values(messages as Record<string, unknown>).flatMap(texts);
}

function offending(messages: unknown, pattern: RegExp): string[] {
  return texts(messages).filter((text) => pattern.test(text));
}

describe('forms of address', () => {
  it('Dutch says je, never u or uw', () => {
    expect(offending(nl, /(^|[\s(])(U|u|Uw|uw)(?=[\s,.!?)])/)).toEqual([]);
  });

  it('German says Sie, never du or dein', () => {
    const informal =
      /\b(du|Du|dich|dir|dein\w*|Dein\w*|hast|kannst|versuche|wähle|gib|füge|prüfe|kontaktiere)\b/;
    expect(offending(de, informal)).toEqual([]);
  });

  it('no catalogue but Dutch says btw', () => {
    for (const messages of [en, de, ru]) expect(offending(messages, /\bbtw\b/i)).toEqual([]);
  });
});

describe('one state, one meaning', () => {
  // The spec names a partly settled invoice 'Partially Shipped'; every language says that, not one
  // 'partially paid' and another 'partially shipped' for the same invoice.
  it.each([
    ['nl', nl],
    ['de', de],
    ['ru', ru],
  ] as const)('%s words the invoice label as the order label "Partially Sent"', (_, messages) => {
    expect(messages.InvoiceStatus.partiallyShipped).toBe(messages.OrderStatus.partiallySent);
  });
});
