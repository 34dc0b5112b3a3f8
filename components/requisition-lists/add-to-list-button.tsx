'use client';

import { useUiStore, type NewListRequest } from '@/lib/browser/ui-store';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';

/**
 * "Add to list" for a company's contacts, who keep shared lists (the role comes with the full
 * backend's sign-in); nothing for anyone else. `request` names the products for the add-to-list
 * modal, or null when there are none (it has said why).
 */
export function AddToListButton({
  label,
  request,
  className = 'button',
  disabled = false,
}: {
  label: string;
  request: () => NewListRequest | null | Promise<NewListRequest | null>;
  className?: string;
  disabled?: boolean;
}) {
  const user = useShopCookies().user;
  // A punch-out buyer only loads lists (the banner's "Load a list"), never changes one.
  const keepsLists = Boolean(user?.companyRole) && !user?.punchout;
  const openAddToList = useUiStore((state) => state.openAddToList);
  if (!keepsLists) return null;
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={async () => {
        const products = await request();
        if (products) openAddToList(products);
      }}
    >
      {label}
    </button>
  );
}
