'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import type { AddressRole, CountryRef } from '@/lib/addresses/types';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

// The form and its validation (react-hook-form, zod) load when the shopper opens it, not with
// the step: most shoppers choose an address they have. It focuses its title once there.
const AddressForm = lazy(() =>
  import('@/components/account/address-form').then((module) => ({ default: module.AddressForm })),
);

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
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
