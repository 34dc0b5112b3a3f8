import type { Messages } from '@/lib/i18n/messages';

/**
 * Message namespaces the browser-side shell needs for its first render (header islands, bottom
 * navigation, the mobile menu title, notifications, the error view). They travel with every page.
 */
export const SHELL_NAMESPACES = [
  'Header',
  'BottomNavigation',
  'MobileMenu',
  'Dialog',
  'Notifications',
  'Navigation',
  'Errors',
] as const satisfies readonly (keyof Messages)[];

/**
 * Namespaces of the sidebars and modals, which mount only when first opened. The browser fetches
 * them from `/api/overlay-labels/{locale}` (prerendered), so no page carries them in its HTML.
 */
export const OVERLAY_NAMESPACES = [
  'CartSidebar',
  'WishlistSidebar',
  'ProfileSidebar',
  'LoginModal',
  'Newsletter',
  'FormErrors',
  'AddToList',
  'PunchoutLists',
] as const satisfies readonly (keyof Messages)[];

export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];
export type OverlayNamespace = (typeof OVERLAY_NAMESPACES)[number];
export type ShellLabels = Pick<Messages, ShellNamespace>;
export type OverlayLabels = Pick<Messages, OverlayNamespace>;

function pick<N extends keyof Messages>(messages: Messages, namespaces: readonly N[]) {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, N>;
}

export function pickShellLabels(messages: Messages): ShellLabels {
  return pick(messages, SHELL_NAMESPACES);
}

export function pickOverlayLabels(messages: Messages): OverlayLabels {
  return pick(messages, OVERLAY_NAMESPACES);
}
