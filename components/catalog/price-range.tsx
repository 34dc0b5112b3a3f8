'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import {
  listingHref,
  normalisePrice,
  withChange,
  type ListingUrlState,
  type PriceRange,
} from '@/lib/catalog/listing-query';
import styles from './listing.module.css';

/** Minimum and maximum price inputs, bounded by the result's range; applying navigates. */
export function PriceRangeForm({
  pathname,
  state,
  bounds,
  value,
  labels,
}: {
  pathname: string;
  state: ListingUrlState;
  bounds: PriceRange;
  value: PriceRange;
  labels: { legend: string; min: string; max: string; apply: string };
}) {
  const router = useRouter();
  const id = useId();
  return (
    <form
      className={styles.price}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const min = Number(data.get('min'));
        const max = Number(data.get('max'));
        // The result's whole range is no filter at all.
        const range = min <= bounds.min && max >= bounds.max ? null : normalisePrice({ min, max });
        router.push(listingHref(pathname, withChange(state, { price: range })), {
          scroll: false,
        });
      }}
    >
      <fieldset>
        <legend className={styles.facetTitle}>{labels.legend}</legend>
        <div className={styles.priceInputs}>
          <label htmlFor={`${id}-min`}>{labels.min}</label>
          <input
            id={`${id}-min`}
            name="min"
            type="number"
            inputMode="decimal"
            min={bounds.min}
            max={bounds.max}
            step="any"
            defaultValue={value.min}
            key={`min-${value.min}`}
          />
          <label htmlFor={`${id}-max`}>{labels.max}</label>
          <input
            id={`${id}-max`}
            name="max"
            type="number"
            inputMode="decimal"
            min={bounds.min}
            max={bounds.max}
            step="any"
            defaultValue={value.max}
            key={`max-${value.max}`}
          />
        </div>
        <button type="submit" className="button">
          {labels.apply}
        </button>
      </fieldset>
    </form>
  );
}
