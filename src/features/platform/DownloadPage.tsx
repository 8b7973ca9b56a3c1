import { hostPolicy } from '../../core/host';
import AppOnlyPage from './AppOnlyPage';
import { DownloadOffer } from './DownloadOffer';
import { PRODUCT_NAME } from './Notice';

/**
 * /gzj/download and the spec's other download routes: in a browser, the offer of the app (also where
 * the action router sends a browser for a screen only the app has). Inside the app or the mini program
 * it is a route like any other without an H5 screen: nobody is offered the app they are in.
 */
export default function DownloadPage() {
  return hostPolicy.appOnlyRoute === 'download-page' ? <DownloadOffer /> : <AppOnlyPage title={PRODUCT_NAME} />;
}
