'use client';

import { useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { QuickSearchJson } from '@/components/search/quick-search-json';
import { SearchIcon } from '@/components/ui/icons';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/format/money';
import styles from './quick-search-box.module.css';
import { QUICK_SEARCH_MIN_LETTERS } from '@/lib/catalog/listing-query';
import { QUICK_SEARCH_FIELD } from '@/components/search/quick-search-field';

/** Waits for a pause in typing before asking the server. */
export const QUICK_SEARCH_DEBOUNCE_MS = 150;

export interface QuickSearchLabels {
  label: string;
  placeholder: string;
  submit: string;
  hint: string;
  searching: string;
  products: string;
  categories: string;
  /** `{term}` */
  noResults: string;
  /** `{term}` */
  showAll: string;
  /** `{count}` */
  resultCount: string;
}

interface Option {
  id: string;
  href: string;
}

export interface QuickSearchBoxProps {
  locale: Locale;
  /** The full search page, `/search` in the page's locale. */
  action: string;
  labels: QuickSearchLabels;
  /** What the shopper typed into the plain form before this loaded (QuickSearchEntry). */
  initialValue?: string;
  /** Takes over the plain form's focus, the caret after the text. */
  focusOnMount?: boolean;
}

export function QuickSearchBox({
  locale,
  action,
  labels,
  initialValue = '',
  focusOnMount = false,
}: QuickSearchBoxProps) {
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Answers by lower-cased term: typing back to an earlier term shows it at once.
  const [results, setResults] = useState<Record<string, QuickSearchJson>>({});
  const [failedTerm, setFailedTerm] = useState<string | null>(null);

  const term = value.trim();
  const key = term.toLowerCase();
  const enough = term.length >= QUICK_SEARCH_MIN_LETTERS;
  const current = enough ? (results[key] ?? null) : null;
  const failed = failedTerm === key;
  const known = current !== null;

  useEffect(() => {
    const field = input.current;
    if (!focusOnMount || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [focusOnMount]);

  useEffect(() => {
    if (!enough || known) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ q: key, locale });
      fetch(`/api/quick-search?${query}`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`quick search ${response.status}`);
          const data = (await response.json()) as QuickSearchJson;
          setResults((previous) => ({ ...previous, [key]: data }));
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailedTerm(key);
        });
    }, QUICK_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enough, known, key, locale]);

  const searchHref = `${action}?${new URLSearchParams({ q: term })}`;
  const found = current !== null && current.products.length + current.categories.length > 0;
  const options: Option[] = found
    ? [
        ...current.products.map((product) => ({
          id: `${baseId}-p${product.id}`,
          href: localizedPath(locale, product.slug),
        })),
        ...current.categories.map((category) => ({
          id: `${baseId}-c${category.slug}`,
          href: localizedPath(locale, category.slug),
        })),
        { id: `${baseId}-all`, href: searchHref },
      ]
    : [];
  const expanded = open && term.length > 0;
  const listboxShown = expanded && options.length > 0;
  const activeOption = listboxShown && active >= 0 ? options[active] : undefined;

  const status = !expanded
    ? ''
    : !enough
      ? labels.hint
      : current
        ? current.products.length + current.categories.length === 0
          ? interpolate(labels.noResults, { term })
          : interpolate(labels.resultCount, { count: current.totalCount })
        : failed
          ? interpolate(labels.noResults, { term })
          : labels.searching;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    router.push(href);
  };

  // Every suggestion, whatever it shows: pressing it keeps the focus in the field (so the
  // listbox stays), the pointer makes it the active one, a click goes where it leads.
  const optionProps = (index: number) => ({
    id: options[index]?.id,
    role: 'option',
    'aria-selected': active === index,
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onMouseEnter: () => setActive(index),
    onClick: () => go(options[index]!.href),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) =>
          index < 0 && step < 0
            ? options.length - 1
            : (index + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          go(activeOption.href);
        }
        return;
      case 'Escape':
        // First Escape closes the suggestions, a second one empties the field (APG combobox).
        if (expanded) close();
        else setValue('');
        event.preventDefault();
        return;
    }
  };

  return (
    <form
      role="search"
      className={`search-entry ${styles.root}`}
      action={action}
      onSubmit={(event) => {
        if (!enough) return;
        event.preventDefault();
        go(searchHref);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <input
        ref={input}
        {...QUICK_SEARCH_FIELD}
        role="combobox"
        aria-label={labels.label}
        aria-expanded={listboxShown}
        aria-controls={listboxId}
        aria-activedescendant={activeOption?.id}
        aria-describedby={`${baseId}-status`}
        placeholder={labels.placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="icon-button" aria-label={labels.submit}>
        <SearchIcon />
      </button>
      <p id={`${baseId}-status`} role="status" className={expanded ? styles.status : 'sr-only'}>
        {listboxShown ? <span className="sr-only">{status}</span> : status}
      </p>
      <div
        id={listboxId}
        role="listbox"
        aria-label={labels.label}
        className={styles.listbox}
        hidden={!listboxShown}
      >
        {current && current.products.length > 0 ? (
          <OptionGroup id={`${baseId}-products`} title={labels.products}>
            {current.products.map((product, index) => (
              <li key={product.id} {...optionProps(index)} className={styles.option}>
                {product.image ? (
                  // A fixed 96 px thumbnail from Odoo; next/image would add its code to every page.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={product.image}
                    alt=""
                    width={40}
                    height={40}
                    decoding="async"
                    className={styles.thumb}
                  />
                ) : (
                  <span className={styles.thumb} />
                )}
                <span className={styles.text}>
                  <span className={styles.name}>{product.name}</span>
                  {product.sku ? <span className={styles.sku}>{product.sku}</span> : null}
                </span>
                {product.price > 0 ? (
                  <span
                    data-price-product-id={product.id}
                    data-price-kind="price"
                    className={styles.price}
                  >
                    {formatMoney(product.price, locale)}
                  </span>
                ) : null}
              </li>
            ))}
          </OptionGroup>
        ) : null}
        {current && current.categories.length > 0 ? (
          <OptionGroup id={`${baseId}-categories`} title={labels.categories}>
            {current.categories.map((category, offset) => (
              <li
                key={category.slug}
                {...optionProps(current.products.length + offset)}
                className={styles.option}
              >
                <span className={styles.name}>{category.name}</span>
              </li>
            ))}
          </OptionGroup>
        ) : null}
        {found ? (
          <div {...optionProps(options.length - 1)} className={`${styles.option} ${styles.all}`}>
            {interpolate(labels.showAll, { term })}
          </div>
        ) : null}
      </div>
    </form>
  );
}

/** Products or categories: a group of options named by its heading. */
function OptionGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <ul role="group" aria-labelledby={id} className={styles.group}>
      <li role="presentation" id={id} className={styles.heading}>
        {title}
      </li>
      {children}
    </ul>
  );
}
