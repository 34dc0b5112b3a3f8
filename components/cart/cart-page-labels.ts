import type { Messages } from '@/lib/i18n/messages';

/** The CartPage messages as plain strings (`{name}` placeholders filled in the browser). */
export type CartPageLabels = Messages['CartPage'];
