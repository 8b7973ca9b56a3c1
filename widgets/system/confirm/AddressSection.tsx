import { addressListPath } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import type { DeliveryAddress } from './checkout';
import styles from './widget.module.css';

interface AddressSectionProps {
  address: DeliveryAddress | null;
  /** This page, to come back to with the chosen address_id. */
  returnTo: string;
  /** The order exists: the address it was sent to can no longer change. */
  locked: boolean;
}

/** The delivery address, or a prompt to choose one; a tap opens the address list to choose. */
export function AddressSection({ address, returnTo, locked }: AddressSectionProps) {
  const body = address ? (
    <>
      <span className={styles.addressWho}>
        {address.name} <span className={styles.addressMobile}>{address.mobile}</span>
      </span>
      <span className={styles.addressPlace}>{address.place}</span>
    </>
  ) : (
    <span className={styles.addressPrompt}>请添加或选择收货地址</span>
  );
  return (
    <section className={styles.address} aria-label="收货地址" data-address-id={address?.id}>
      {locked ? (
        <div className={styles.addressBody}>{body}</div>
      ) : (
        <AppLink className={styles.addressBody} to={addressListPath({ address_id: address?.id, redirect: returnTo })}>
          {body}
          <span className={styles.chevron} aria-hidden="true">›</span>
        </AppLink>
      )}
    </section>
  );
}
