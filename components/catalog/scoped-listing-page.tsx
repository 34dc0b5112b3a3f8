import type { ComponentProps } from 'react';
import { Breadcrumbs, type BreadcrumbLabels, type Crumb } from './breadcrumbs';
import styles from './brand-catalog-page.module.css';
import { ScopedListing } from './scoped-listing';

/** A brand's or a catalog's page: breadcrumbs, title, optional intro and the paged products. */
export function ScopedListingPage({
  breadcrumbLabels,
  crumbs,
  title,
  description,
  ...listing
}: ComponentProps<typeof ScopedListing> & {
  breadcrumbLabels: BreadcrumbLabels;
  /** The crumbs after home, ending with this page. */
  crumbs: Crumb[];
  title: string;
  description: string | null | undefined;
}) {
  return (
    <div className={styles.page}>
      <Breadcrumbs locale={listing.locale} labels={breadcrumbLabels} crumbs={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.intro}>{description}</p> : null}
      <ScopedListing {...listing} />
    </div>
  );
}
