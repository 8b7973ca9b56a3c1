import { useState } from 'react';
import type { ProductService } from '../../../src/contract';
import { AfterTakeover } from '../../../src/core/renderer';
import { laterPart } from '../../../src/ui/later-part';
import { SheetLoading } from '../../../src/ui/SheetLoading';
import styles from './widget.module.css';

// The sheet and its react-vant popup are not needed for the first screen (a product's largest paint waited
// for their 8 KB gzip on a static host: Lighthouse LCP 2.11 s with them, 1.96 s without).
const ServicesSheet = laterPart(
  () => import('./ServicesSheet').then((module) => module.ServicesSheet),
  ({ open }) => (open ? <SheetLoading /> : null),
);

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
        <ServicesSheet services={services} open={open} onClose={() => setOpen(false)} />
      </AfterTakeover>
    </>
  );
}
