'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AddressForm } from '@/components/account/address-form';
import type { AddressRole, CountryRef } from '@/lib/addresses/types';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

/**
 * A button that opens the address book's form for a new address, which goes on the order at once;
 * the step then reloads the cart with it.
 */
export function NewOrderAddress({
  locale,
  role,
  label,
  countries,
  preferredCountryId,
  addressLabels,
  initiallyOpen = false,
}: {
  locale: Locale;
  role: AddressRole;
  label: string;
  countries: CountryRef[];
  preferredCountryId: number | undefined;
  addressLabels: Messages['AddressBook'];
  initiallyOpen?: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(initiallyOpen);
  if (!open) {
    return (
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {label}
        </button>
      </p>
    );
  }
  return (
    <AddressForm
      locale={locale}
      role={role}
      countries={countries}
      preferredCountryId={preferredCountryId}
      labels={addressLabels}
      placeOnOrder
      onSaved={() => {
        setOpen(false);
        router.refresh();
      }}
      onCancel={() => setOpen(false)}
    />
  );
}
