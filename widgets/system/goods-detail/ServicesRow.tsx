import { useState } from 'react';
import { Popup } from '../../../src/ui/vant/popup';
import type { ProductService } from '../../../src/contract';
import { AfterTakeover } from '../../../src/core/renderer';
import { Img } from '../../../src/ui/Img';
import styles from './widget.module.css';

/** The service promises in one line; a tap lists each with its explanation. */
export function ServicesRow({ services }: { services: readonly ProductService[] }) {
  const [open, setOpen] = useState(false);
  if (services.length === 0) return null;
  return (
    <>
      <button type="button" className={styles.row} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={styles.rowLabel}>服务</span>
        <span className={styles.rowValue}>{services.map((service) => service.title).join(' · ')}</span>
        <span className={styles.chevron} aria-hidden="true">›</span>
      </button>
      {/* A sheet lives in <body> (a portal), which a page drawn by the server cannot hold: the client's. */}
      <AfterTakeover>
        <Popup visible={open} position="bottom" round closeable onClose={() => setOpen(false)} title="服务说明" safeAreaInsetBottom>
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
      </AfterTakeover>
    </>
  );
}
