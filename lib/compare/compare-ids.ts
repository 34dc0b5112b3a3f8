import { idListSchema } from '@/lib/validation/id-list';
import { MAX_COMPARE_ITEMS } from './compare-limits';

/** `?ids=1,2,3`: positive integers, no duplicates, at most MAX_COMPARE_ITEMS. */
export const compareIdsSchema = idListSchema(MAX_COMPARE_ITEMS).refine(
  (ids) => new Set(ids).size === ids.length,
  'duplicate ids',
);
