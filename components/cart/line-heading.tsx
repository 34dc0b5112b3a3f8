import Link from 'next/link';
import { OdooImg } from '@/components/ui/odoo-img';
import styles from './cart.module.css';

// What a cart line and a wishlist item both show: a small Odoo thumbnail and the linked name.

const THUMBNAIL = 80;

export function LineThumbnail({ image, imageName }: { image: string | null; imageName: string }) {
  return image ? (
    <OdooImg
      folder={image}
      name={imageName}
      widths={[THUMBNAIL, THUMBNAIL * 2]}
      sizes={`${THUMBNAIL}px`}
      width={THUMBNAIL}
      height={THUMBNAIL}
      alt=""
      className={styles.image}
    />
  ) : (
    <span className={styles.placeholderImage} />
  );
}

export function LineName({
  name,
  href,
  onNavigate,
}: {
  name: string;
  href: string | null;
  onNavigate?: () => void;
}) {
  return (
    <h3 className={styles.name}>
      {href ? (
        <Link href={href} onClick={onNavigate}>
          {name}
        </Link>
      ) : (
        name
      )}
    </h3>
  );
}
