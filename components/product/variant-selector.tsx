'use client';

import type { ProductAttribute } from '@/lib/catalog/types';
import { interpolate } from '@/lib/i18n/interpolate';
import type { ProductLabels } from './product-labels';
import styles from './product.module.css';
import { useVariantChoice, useVariantStatus } from './variant-context';

type Labels = Pick<ProductLabels, 'chooseOption' | 'variantUnavailable' | 'variantError'>;

/** One widget per attribute, chosen by Odoo's display type: radio, select, color or pills. */
export function VariantSelector({ labels }: { labels: Labels }) {
  const { attributes, selection, choose } = useVariantChoice();
  const status = useVariantStatus();
  if (attributes.length === 0) return null;
  return (
    <div className={styles.variants} aria-busy={status === 'loading'}>
      {attributes.map((attribute) => (
        <AttributeWidget
          key={attribute.id}
          attribute={attribute}
          value={selection[attribute.id] ?? null}
          onChange={(valueId) => choose(attribute.id, valueId)}
          chooseLabel={interpolate(labels.chooseOption, { attribute: attribute.name })}
        />
      ))}
      <p className={styles.variantStatus} role="status">
        {status === 'unavailable' ? labels.variantUnavailable : null}
        {status === 'error' ? labels.variantError : null}
      </p>
    </div>
  );
}

function AttributeWidget({
  attribute,
  value,
  onChange,
  chooseLabel,
}: {
  attribute: ProductAttribute;
  value: number | null;
  onChange: (valueId: number) => void;
  chooseLabel: string;
}) {
  const name = `attribute-${attribute.id}`;
  if (attribute.displayType === 'select') {
    return (
      <div className={styles.attribute}>
        <label className={styles.attributeName} htmlFor={name}>
          {attribute.name}
        </label>
        <select
          id={name}
          className={styles.select}
          value={value ?? ''}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {value === null ? (
            <option value="" disabled>
              {chooseLabel}
            </option>
          ) : null}
          {attribute.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const kind =
    attribute.displayType === 'color'
      ? styles.colorOptions
      : attribute.displayType === 'pills'
        ? styles.pillOptions
        : styles.radioOptions;
  return (
    <fieldset className={styles.attribute} data-display-type={attribute.displayType}>
      <legend className={styles.attributeName}>{attribute.name}</legend>
      <div className={kind}>
        {attribute.options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className={attribute.displayType === 'radio' ? undefined : styles.hiddenRadio}
            />
            {attribute.displayType === 'color' ? (
              <>
                <span
                  className={styles.swatch}
                  style={{ background: option.htmlColor ?? 'transparent' }}
                  title={option.name}
                  aria-hidden="true"
                />
                <span className="sr-only">{option.name}</span>
              </>
            ) : (
              <span className={styles.optionText}>{option.name}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
