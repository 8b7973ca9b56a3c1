import type { ProductService } from '../../../src/contract';
import { Img } from '../../../src/ui/Img';
import { Popup } from '../../../src/ui/vant/popup';
import styles from './widget.module.css';

/** Each service promise with its explanation, in a sheet. */
export function ServicesSheet({ services, open, onClose }: { services: readonly ProductService[]; open: boolean; onClose: () => void }) {
  return (
    <Popup visible={open} position="bottom" round closeable onClose={onClose} title="服务说明" safeAreaInsetBottom>
      <ul className={styles.services} role="dialog" aria-modal="true" aria-label="服务说明">
        {services.map((service, index) => (
          <li key={`${service.title}#${index}`} className={styles.service}>
            {service.icon_url ? <Img className={styles.serviceIcon} src={service.icon_url} alt="" ratio={1} /> : null}
            <div>
              <p className={styles.serviceTitle}>{service.title}</p>
              <p className={styles.serviceDesc}>{service.desc}</p>
            </div>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
