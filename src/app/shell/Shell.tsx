import { lazy, Suspense } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { useTakingOver } from '../../core/renderer/takeover';
import { scanSeconds } from '../../features/scan/scan-params';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { useLeafRoute } from './leaf-route';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './Shell.module.css';

// Only a page entered from a scan shows the countdown: every other first load goes without its code.
const ScanCountdown = lazy(() => import('../../features/scan/ScanCountdown').then((module) => ({ default: module.ScanCountdown })));

function ScanCountdownWhenScanned() {
  const { search } = useLocation();
  // Its code is the client's to fetch: a server-drawn page leaves it out until the client has the page.
  const takingOver = useTakingOver();
  if (takingOver || scanSeconds(search) === null) return null;
  return (
    <Suspense fallback={null}>
      <ScanCountdown />
    </Suspense>
  );
}

/** The frame around every screen; `routes` are its child routes, to tell which screen is showing. */
export function Shell({ routes }: { routes: RouteObject[] }) {
  const leaf = useLeafRoute(routes);
  useDocumentTitle(leaf);
  return (
    <main className={styles.shell}>
      <KeepAliveOutlet active={leaf} />
      <ScanCountdownWhenScanned />
    </main>
  );
}
