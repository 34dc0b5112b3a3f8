import '@/lib/validation/zod-config';
import { z } from 'zod';
import { idSchema } from '@/lib/shopper/id-schema';

export const wishlistProductSchema = z.object({ productId: idSchema });

export const wishIdSchema = z.object({ wishId: idSchema });
