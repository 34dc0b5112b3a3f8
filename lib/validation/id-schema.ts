import '@/lib/validation/zod-config';
import { z } from 'zod';
import { MAX_ODOO_ID } from './odoo-int';

/** Odoo record ids: positive integers Odoo's Int can carry. z.int() rejects strings, NaN, fractions. */
export const idSchema = z.int().positive().max(MAX_ODOO_ID);
