import { idListSchema } from '@/lib/validation/id-list';
import { MAX_PRICE_IDS } from './price-attributes';

/** `?ids=1,2,3`: positive integers, duplicates dropped, at most MAX_PRICE_IDS. */
export const priceIdsSchema = idListSchema(MAX_PRICE_IDS).transform((ids) => [...new Set(ids)]);
