'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { QuickSearchBoxProps } from '@/components/search/quick-search-box';
import { SearchIcon } from '@/components/ui/icons';
import { QUICK_SEARCH_FIELD } from '@/components/search/quick-search-field';

interface Loaded {
  Box: ComponentType<QuickSearchBoxProps>;
  value: string;
  focused: boolean;
}

/**
 * The header's search form as every page first gets it: a plain GET form to the search page. The
 * suggestions (QuickSearchBox, its code and styles) load when the shopper first comes near it
 * (pointer over it, focus), so no page carries them in its first load.
 */
export function QuickSearchEntry(props: QuickSearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const listboxId = `${useId()}-listbox`;
  const loading = useRef(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const pathname = usePathname();

  // On the search page this is its search field: it shows the term searched for (the page is
  // the same for everyone, so the term comes from the address).
  useEffect(() => {
    const field = input.current;
    if (!field || field.value || !/^(?:\/[a-z]{2})?\/search$/.test(pathname)) return;
    field.value = new URLSearchParams(window.location.search).get('q') ?? '';
  }, [pathname]);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('@/components/search/quick-search-box')
      .then(({ QuickSearchBox }) => {
        const field = input.current;
        // In one go with reading what was typed meanwhile, so no keystroke falls between.
        flushSync(() =>
          setLoaded({
            Box: QuickSearchBox,
            value: field?.value ?? '',
            focused: field !== null && field === document.activeElement,
          }),
        );
      })
      // Offline or a replaced deploy: the plain form still searches; the next approach retries.
      .catch(() => {
        loading.current = false;
      });
  };

  if (loaded) {
    const { Box } = loaded;
    return <Box {...props} initialValue={loaded.value} focusOnMount={loaded.focused} />;
  }
  return (
    <form
      role="search"
      className="search-entry"
      action={props.action}
      onPointerEnter={load}
      onFocus={load}
    >
      <input
        ref={input}
        {...QUICK_SEARCH_FIELD}
        role="combobox"
        aria-expanded={false}
        aria-controls={listboxId}
        aria-label={props.labels.label}
        placeholder={props.labels.placeholder}
      />
      <button type="submit" className="icon-button" aria-label={props.labels.submit}>
        <SearchIcon />
      </button>
      <div id={listboxId} role="listbox" aria-label={props.labels.label} hidden />
    </form>
  );
}
