import Link from 'next/link';
import formStyles from '@/components/ui/form.module.css';

/** Why the invitation cannot be accepted, and the way to a password all the same. */
export function InvalidInvitation({
  text,
  resetHref,
  resetLabel,
}: {
  text: string;
  resetHref: string;
  resetLabel: string;
}) {
  return (
    <div className={formStyles.form}>
      <p role="alert">{text}</p>
      <p>
        <Link href={resetHref} prefetch={false} className="button">
          {resetLabel}
        </Link>
      </p>
    </div>
  );
}
