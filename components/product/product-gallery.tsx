'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { GalleryImage } from '@/lib/catalog/types';
import { interpolate } from '@/lib/i18n/interpolate';
import { odooImageUrl } from '@/lib/images/odoo-image';
import type { ProductLabels } from './product-labels';
import styles from './product.module.css';
import { useVariant } from './variant-context';

const MAIN_SIZE = 640;
const THUMB_SIZE = 80;
/**
 * The src carries the image's shape and SEO name to the loader, which asks Odoo for each width; it
 * differs from the rendered width so Next's dev check does not take it for a fixed-size URL.
 */
const SOURCE_BOX = 1024;

/**
 * The chosen variant's image first, then the template's extra media. Choosing another variant
 * shows its image again (the variant key resets the thumbnail choice).
 */
export function ProductGallery({
  gallery,
  productName,
  labels,
}: {
  gallery: GalleryImage[];
  productName: string;
  labels: Pick<ProductLabels, 'gallery' | 'showImage'>;
}) {
  const { view } = useVariant();
  return (
    <GalleryView
      key={view.image ?? ''}
      gallery={gallery}
      productName={productName}
      labels={labels}
    />
  );
}

function GalleryView({
  gallery,
  productName,
  labels,
}: {
  gallery: GalleryImage[];
  productName: string;
  labels: Pick<ProductLabels, 'gallery' | 'showImage'>;
}) {
  const { view } = useVariant();
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
          <Image
            src={odooImageUrl(current.image, current.imageName, SOURCE_BOX, SOURCE_BOX)}
            alt={productName}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            sizes="(max-width: 768px) 100vw, 50vw"
            preload
            data-testid="product-image"
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
                <Image
                  src={odooImageUrl(item.image ?? '', item.imageName, SOURCE_BOX, SOURCE_BOX)}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
