'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, type Ref } from 'react';
import {
  keepFocusAcrossNavigation,
  useFocusAfterNavigation,
} from '@/lib/browser/focus-across-navigation';
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
  // The inputs are remounted with the applied range, the form with the page.
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  const applyButton = useRef<HTMLButtonElement>(null);
  useFocusAfterNavigation('price-min', minInput);
  useFocusAfterNavigation('price-max', maxInput);
  useFocusAfterNavigation('price-apply', applyButton);
  return (
    <form
      className={styles.price}
      onSubmit={(event) => {
        event.preventDefault();
        const focused = document.activeElement;
        keepFocusAcrossNavigation(
          focused === minInput.current
            ? 'price-min'
            : focused === maxInput.current
              ? 'price-max'
              : 'price-apply',
        );
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
          <PriceInput
            ref={minInput}
            id={`${id}-min`}
            name="min"
            label={labels.min}
            bounds={bounds}
            value={value.min}
          />
          <PriceInput
            ref={maxInput}
            id={`${id}-max`}
            name="max"
            label={labels.max}
            bounds={bounds}
            value={value.max}
          />
        </div>
        <button ref={applyButton} type="submit" className="button">
          {labels.apply}
        </button>
      </fieldset>
    </form>
  );
}

/** One end of the range, any price within the result's bounds. */
function PriceInput({
  ref,
  id,
  name,
  label,
  bounds,
  value,
}: {
  ref: Ref<HTMLInputElement>;
  id: string;
  name: 'min' | 'max';
  label: string;
  bounds: PriceRange;
  value: number;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={bounds.min}
        max={bounds.max}
        step="any"
        defaultValue={value}
        key={`${name}-${value}`}
      />
    </>
  );
}
