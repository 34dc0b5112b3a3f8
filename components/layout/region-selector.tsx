'use client';

import Cookies from 'js-cookie';
import { useId, useState, type FormEvent } from 'react';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import { offersCurrencyChoice, SHOP_REGIONS, type ShopCountry } from '@/lib/shop/settings';
import { COUNTRY_COOKIE, CURRENCY_COOKIE } from '@/lib/shop/cookie-names';

export interface RegionSelectorProps {
  label: string;
  apply: string;
  /** The option text per country, e.g. `NL: 'Nederland · EUR'`. */
  regionNames: Record<ShopCountry, string>;
}

/** A year, like the `locale` cookie (spec: locale cookies last one year). */
const COOKIE_DAYS = 365;

/**
 * Country and currency in one choice: sets the `country` and `currency` cookies for a year and
 * reloads, so every price on the page, the cart and the next Odoo call follow. A form with a
 * button rather than a select that acts on change: moving through the options with the keyboard
 * must not reload the page. A Dutch-only shop offers no choice (always NL and EUR).
 */
export function RegionSelector({ label, apply, regionNames }: RegionSelectorProps) {
  const { country } = useShopCookies();
  // Null until the shopper picks: the select shows the cookie's country once it is read.
  const [picked, setPicked] = useState<ShopCountry | null>(null);
  const id = useId();
  if (!offersCurrencyChoice()) return null;
  const value = picked ?? country;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const region = SHOP_REGIONS.find((candidate) => candidate.country === value);
    if (!region) return;
    const options = { expires: COOKIE_DAYS, sameSite: 'lax', path: '/' } as const;
    Cookies.set(COUNTRY_COOKIE, region.country, options);
    Cookies.set(CURRENCY_COOKIE, region.currency, options);
    // Static pages were rendered in euros: a fresh load lets the price island and the cart start
    // over in the chosen currency.
    window.location.reload();
  };

  return (
    <form className="region-selector" onSubmit={onSubmit}>
      <label htmlFor={id}>{label}</label>
      <div className="region-selector__row">
        <select
          id={id}
          name="region"
          value={value}
          onChange={(event) => setPicked(event.target.value as ShopCountry)}
        >
          {SHOP_REGIONS.map((region) => (
            <option key={region.country} value={region.country}>
              {regionNames[region.country]}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {apply}
        </button>
      </div>
    </form>
  );
}
