import { addressLines } from '@/lib/addresses/address-lines';
import type { Address } from '@/lib/addresses/types';
import styles from './checkout.module.css';

/** One address of a step's radio group; its lines are the radio's accessible name. */
export function AddressChoice({
  group,
  address,
  checked,
  title,
  onChoose,
}: {
  group: string;
  address: Address;
  checked: boolean;
  /** A heading above the lines ('Same as the delivery address'); they are muted then. */
  title?: string;
  onChoose: () => void;
}) {
  return (
    <label className={styles.choice}>
      <input type="radio" name={group} value={address.id} checked={checked} onChange={onChoose} />
      <span>
        {title ? <strong>{title}</strong> : null}
        <address className={title ? `${styles.address} ${styles.muted}` : styles.address}>
          {addressLines(address).join('\n')}
        </address>
      </span>
    </label>
  );
}
