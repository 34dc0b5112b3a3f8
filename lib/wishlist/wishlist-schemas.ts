import { z } from 'zod';
import { idSchema } from '@/lib/cart/cart-schemas';

export const wishlistProductSchema = z.object({ productId: idSchema });

export const wishIdSchema = z.object({ wishId: idSchema });
