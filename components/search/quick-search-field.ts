import { QUICK_SEARCH_MIN_LETTERS } from '@/lib/catalog/listing-query';

/**
 * The header search field's fixed attributes, the same on the plain form every page gets
 * (QuickSearchEntry) and on the box with suggestions that replaces it (QuickSearchBox), so that
 * assistive technology meets one field, not two (`role="combobox"` stays written out on both, for
 * the accessibility lint). A module of its own: the entry must not import the box.
 */
export const QUICK_SEARCH_FIELD = {
  type: 'search',
  name: 'q',
  minLength: QUICK_SEARCH_MIN_LETTERS,
  required: true,
  autoComplete: 'off',
  'aria-autocomplete': 'list',
} as const;
