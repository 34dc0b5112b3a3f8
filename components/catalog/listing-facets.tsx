import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import {
  attributeKey,
  clampPriceRange,
  clearFilters,
  hasActiveFilters,
  isAttributeSelected,
  listingHref,
  toggleAttribute,
  toggleFilter,
  type ListingUrlState,
} from '@/lib/catalog/listing-query';
import type { AttributeOption, Facet, Listing } from '@/lib/catalog/types';
import { FacetOption } from './facet-option';
import styles from './listing.module.css';
import { PriceRangeForm } from './price-range';

function look(facet: Facet, option: AttributeOption): 'checkbox' | 'swatch' | 'pill' {
  if (facet.displayType === 'color' && option.htmlColor) return 'swatch';
  if (facet.displayType === 'pills') return 'pill';
  return 'checkbox';
}

/** Price range, attribute facets and filter facets; every choice is a URL (see listing-query). */
export async function ListingFacets({
  pathname,
  state,
  listing,
}: {
  pathname: string;
  state: ListingUrlState;
  listing: Listing;
}) {
  const t = await getTranslations('Listing');
  const bounds = clampPriceRange(null, { min: listing.minPrice, max: listing.maxPrice });
  const option = (facet: Facet, value: AttributeOption) => {
    const key = attributeKey(facet.name);
    const checked =
      facet.kind === 'attribute'
        ? isAttributeSelected(state, key, value.id)
        : state.filters.includes(value.token);
    const next =
      facet.kind === 'attribute'
        ? toggleAttribute(state, key, { id: value.id, label: value.name })
        : toggleFilter(state, value.token);
    return (
      <li key={value.id}>
        <FacetOption
          label={value.name}
          checked={checked}
          href={listingHref(pathname, next)}
          look={look(facet, value)}
          color={value.htmlColor}
          focusKey={`facet-${facet.kind}-${facet.id}-${value.id}`}
        />
      </li>
    );
  };

  return (
    <div className={styles.facets}>
      {hasActiveFilters(state) ? (
        <Link href={listingHref(pathname, clearFilters(state))} className={styles.clear}>
          {t('clearFilters')}
        </Link>
      ) : null}
      {listing.maxPrice > 0 ? (
        <PriceRangeForm
          pathname={pathname}
          state={state}
          bounds={bounds}
          value={clampPriceRange(state.price, bounds)}
          labels={{
            legend: t('price'),
            min: t('priceMin'),
            max: t('priceMax'),
            apply: t('priceApply'),
          }}
        />
      ) : null}
      {listing.facets.map((facet) => (
        <fieldset key={`${facet.kind}-${facet.id}`} className={styles.facet}>
          <legend className={styles.facetTitle}>{facet.name}</legend>
          <ul
            className={
              facet.displayType === 'color' || facet.displayType === 'pills'
                ? styles.inlineOptions
                : styles.options
            }
          >
            {facet.options.map((value) => option(facet, value))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
