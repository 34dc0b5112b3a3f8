'use client';

import Link from 'next/link';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { useUiStore } from '@/lib/browser/ui-store';
import { TransferCartForm } from '@/components/punchout/transfer-cart-form';

const CHECKOUT_PATH = '/checkout';

/**
 * 'GO TO CHECKOUT': a link for signed-in shoppers; guests get the login modal first, which sends
 * them on to the checkout after signing in (spec). A punch-out buyer has no checkout: the cart
 * goes back to their procurement system ('Transfer cart').
 */
export function CheckoutButton({
  locale,
  label,
  transferLabel,
  onNavigate,
}: {
  locale: Locale;
  label: string;
  transferLabel: string;
  onNavigate?: () => void;
}) {
  const { user } = useShopCookies();
  const openLoginModal = useUiStore((state) => state.openLoginModal);

  if (user?.punchout) return <TransferCartForm locale={locale} label={transferLabel} />;

  if (!user) {
    return (
      <button
        type="button"
        className="button button--primary"
        aria-haspopup="dialog"
        onClick={() => openLoginModal({ redirectPath: CHECKOUT_PATH })}
      >
        {label}
      </button>
    );
  }
  return (
    <Link
      href={localizedPath(locale, CHECKOUT_PATH)}
      className="button button--primary"
      onClick={onNavigate}
    >
      {label}
    </Link>
  );
}
