import { ScanCountdown } from '../../features/scan/ScanCountdown';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './Shell.module.css';

export function Shell() {
  useDocumentTitle();
  return (
    <main className={styles.shell}>
      <KeepAliveOutlet />
      <ScanCountdown />
    </main>
  );
}
