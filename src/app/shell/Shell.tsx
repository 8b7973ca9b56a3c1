import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { scanSeconds } from '../../features/scan/scan-params';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './Shell.module.css';

// Only a page entered from a scan shows the countdown: every other first load goes without its code.
const ScanCountdown = lazy(() => import('../../features/scan/ScanCountdown').then((module) => ({ default: module.ScanCountdown })));

function ScanCountdownWhenScanned() {
  const { search } = useLocation();
  if (scanSeconds(search) === null) return null;
  return (
    <Suspense fallback={null}>
      <ScanCountdown />
    </Suspense>
  );
}

export function Shell() {
  useDocumentTitle();
  return (
    <main className={styles.shell}>
      <KeepAliveOutlet />
      <ScanCountdownWhenScanned />
    </main>
  );
}
