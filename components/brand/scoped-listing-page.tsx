import type { ComponentProps } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page.module.css';
import { ScopedListing } from './scoped-listing';

/** A brand's or a catalog's page: breadcrumbs, title, optional intro and the paged products. */
export function ScopedListingPage({
  breadcrumbLabel,
  crumbs,
  title,
  description,
  ...listing
}: ComponentProps<typeof ScopedListing> & {
  breadcrumbLabel: string;
  crumbs: ComponentProps<typeof Breadcrumbs>['crumbs'];
  title: string;
  description: string | null | undefined;
}) {
  return (
    <div className={styles.page}>
      <Breadcrumbs label={breadcrumbLabel} crumbs={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.intro}>{description}</p> : null}
      <ScopedListing {...listing} />
    </div>
  );
}
