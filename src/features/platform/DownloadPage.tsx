import { DownloadOffer } from './DownloadOffer';

/** /gzj/download: where a browser is sent for a screen only the app has (the action router's fallback). */
export default function DownloadPage() {
  return <DownloadOffer />;
}
