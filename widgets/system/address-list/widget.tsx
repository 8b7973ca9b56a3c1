import { listAddresses } from '../../../src/api/address';
import type { Address } from '../../../src/contract';
import { navigate } from '../../../src/core/navigation';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { addressAddPath, isInAppPath, withAddressId } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface AddressListProps {
  address_id?: string | number;
  redirect?: string;
}

function AddressCard({ address, chosen, onChoose }: { address: Address; chosen: boolean; onChoose?: () => void }) {
  const body = (
    <>
      <span className={styles.who}>
        {address.full_name} <span className={styles.mobile}>{address.mobile}</span>
        {address.is_default === 1 ? <span className={styles.tag}>默认</span> : null}
      </span>
      <span className={styles.where}>
        {address.province} {address.city} {address.area} {address.address}
      </span>
    </>
  );
  return (
    <li className={chosen ? styles.cardChosen : styles.card} data-address-id={address.id}>
      {onChoose ? (
        <button type="button" className={styles.choose} onClick={onChoose} aria-pressed={chosen}>
          {body}
        </button>
      ) : (
        <div className={styles.choose}>{body}</div>
      )}
    </li>
  );
}

/** /mall/address/list (mall-spec §2): choose a delivery address, or add one. */
function AddressList({ props }: WidgetRenderProps<AddressListProps>) {
  const remote = useRemote(() => listAddresses(), []);
  const returnTo = isInAppPath(props.redirect) ? props.redirect : undefined;
  const choose = (id: number) => (returnTo ? () => navigate(withAddressId(returnTo, id), { replace: true }) : undefined);
  return (
    <div className={styles.screen}>
      <RemoteView remote={remote}>
        {({ list }) =>
          list.length ? (
            <ul className={styles.list}>
              {list.map((address) => (
                <AddressCard key={address.id} address={address} chosen={String(address.id) === String(props.address_id ?? '')} onChoose={choose(address.id)} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>还没有收货地址</p>
          )
        }
      </RemoteView>
      <AppLink className={styles.add} to={addressAddPath({ redirect: returnTo })}>
        新增收货地址
      </AppLink>
    </div>
  );
}

export default defineWidget<AddressListProps>({ type: 'system:address-list', validate, component: AddressList });
