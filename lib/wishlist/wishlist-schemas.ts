import '@/lib/validation/zod-config';
import { z } from 'zod';
import { idSchema } from '@/lib/validation/id-schema';

export const wishlistProductSchema = z.strictObject({ productId: idSchema });

export const wishIdSchema = z.strictObject({ wishId: idSchema });
