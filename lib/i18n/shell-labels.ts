import type { Messages } from '@/lib/i18n/messages';

/** Message namespaces the browser-side shell (header islands, sidebars, modals, errors) needs. */
export const SHELL_NAMESPACES = [
  'Header',
  'BottomNavigation',
  'MobileMenu',
  'Dialog',
  'CartSidebar',
  'WishlistSidebar',
  'ProfileSidebar',
  'LoginModal',
  'Newsletter',
  'Notifications',
  'Navigation',
  'Errors',
] as const satisfies readonly (keyof Messages)[];

export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];
export type ShellLabels = Pick<Messages, ShellNamespace>;

export function pickShellLabels(messages: Messages): ShellLabels {
  return Object.fromEntries(SHELL_NAMESPACES.map((ns) => [ns, messages[ns]])) as ShellLabels;
}
