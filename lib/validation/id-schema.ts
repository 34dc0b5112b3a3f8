import '@/lib/validation/zod-config';
import { z } from 'zod';

/** Odoo record ids: positive integers Odoo's Int can carry. z.int() rejects strings, NaN, fractions. */
export const idSchema = z.int().positive().max(2_147_483_647);
