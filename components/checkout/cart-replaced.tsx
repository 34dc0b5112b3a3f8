'use client';

import { useEffect } from 'react';
import { replaceCart } from '@/lib/cart/cart-commands.browser';

/**
 * On the confirmation: the paid order is no longer the cart. Whatever page brought the shopper
 * here (a provider's redirect, the payment step), the counters and the cart store follow.
 */
export function CartReplaced() {
  useEffect(() => {
    void replaceCart();
  }, []);
  return null;
}
