import { localizedPath, type Locale } from '@/lib/i18n/locales';

/**
 * 'Transfer cart': a plain form POST (it works before scripts run, and inside a buyer portal's
 * frame). The answer is the page that hands the cart to the procurement system.
 */
export function TransferCartForm({
  locale,
  label,
  className = 'button button--primary',
}: {
  locale: Locale;
  label: string;
  className?: string;
}) {
  return (
    <form method="post" action={localizedPath(locale, '/punchout/transfer')}>
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
