'use client';

import { useState } from 'react';
import type { GalleryImage } from '@/lib/catalog/types';
import { interpolate } from '@/lib/i18n/interpolate';
import { OdooImg } from '@/components/ui/odoo-img';
import type { ProductLabels } from './product-labels';
import styles from './product.module.css';
import { useVariantView } from './variant-context';

const MAIN_SIZE = 640;
/** Phones at 1x to 2x (full width), desktops at half the window. */
const MAIN_WIDTHS = [320, 480, 768, 1024, 1536] as const;
const THUMB_SIZE = 80;
const THUMB_WIDTHS = [80, 160] as const;

interface GalleryProps {
  gallery: GalleryImage[];
  productName: string;
  labels: Pick<ProductLabels, 'gallery' | 'showImage'>;
}

/**
 * The chosen variant's image first, then the template's extra media. Choosing another variant
 * shows its image again (the variant key resets the thumbnail choice).
 */
export function ProductGallery({ gallery, productName, labels }: GalleryProps) {
  const { view } = useVariantView();
  return (
    <GalleryView
      key={view.image ?? ''}
      gallery={gallery}
      productName={productName}
      labels={labels}
    />
  );
}

function GalleryView({ gallery, productName, labels }: GalleryProps) {
  const { view } = useVariantView();
  const images = [
    ...(view.image ? [{ id: 0, image: view.image, imageName: view.imageName }] : []),
    ...gallery.filter((item) => item.image && item.image !== view.image),
  ];
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];

  return (
    <section className={styles.gallery} aria-label={labels.gallery}>
      <div className={styles.mainImage}>
        {current?.image ? (
          // The page's LCP image: eager and fetched first, in the HTML from the start.
          <OdooImg
            folder={current.image}
            name={current.imageName}
            widths={MAIN_WIDTHS}
            sizes="(max-width: 768px) 100vw, 50vw"
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            alt={productName}
            eager
            urgent
            testId="product-image"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbnails}>
          {images.map((item, index) => (
            <li key={`${item.id}-${item.image}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === active}
                aria-label={interpolate(labels.showImage, { number: index + 1 })}
                onClick={() => setActive(index)}
              >
                <OdooImg
                  folder={item.image ?? ''}
                  name={item.imageName}
                  widths={THUMB_WIDTHS}
                  sizes={`${THUMB_SIZE}px`}
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  alt=""
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
