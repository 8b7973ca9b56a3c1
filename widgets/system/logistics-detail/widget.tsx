import { getTrackingDetail } from '../../../src/api/order';
import type { LogisticsDetail, TrackEntry } from '../../../src/contract';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { TrackStatus } from '../../../src/mall/orders/TrackStatus';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface LogisticsDetailProps {
  id: string | number;
  track_no: string;
  biz_type?: string | number;
  /** The parcel's place in the order's list: part of the address only, the server finds the parcel by track_no. */
  index?: string | number;
}

function Timeline({ entries }: { entries: TrackEntry[] }) {
  if (!entries.length) return <p className={styles.empty}>暂无物流信息</p>;
  // The server sends the newest entry first, which is the one the shopper looks for.
  return (
    <ol className={styles.timeline}>
      {entries.map((entry, place) => (
        <li key={place} className={place === 0 ? styles.latest : styles.entry} aria-current={place === 0 ? 'step' : undefined}>
          <p className={styles.context}>{entry.context}</p>
          <time className={styles.time}>{entry.time}</time>
        </li>
      ))}
    </ol>
  );
}

function TrackingView({ tracking }: { tracking: LogisticsDetail }) {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-label="物流状态">
        <h2 className={styles.heading}>
          <TrackStatus className={styles.status} status={tracking.track_status} text={tracking.track_status_desc} />
        </h2>
        <p className={styles.meta}>{tracking.shipment_company}</p>
        <p className={styles.meta}>运单号：{tracking.track_no}</p>
      </section>
      <section className={styles.card} aria-label="物流轨迹">
        <Timeline entries={tracking.track_list} />
      </section>
    </div>
  );
}

/** /mall/packages/logistics/detail (mall-spec §2): one parcel's tracking, newest entry first. */
function ParcelTracking({ props }: WidgetRenderProps<LogisticsDetailProps>) {
  const { id, track_no, biz_type } = props;
  const remote = useRemote(() => getTrackingDetail({ order_id: id, track_no, biz_type }), [id, track_no, biz_type]);
  return <RemoteView remote={remote}>{(tracking) => <TrackingView tracking={tracking} />}</RemoteView>;
}

export default defineWidget<LogisticsDetailProps>({ type: 'system:logistics-detail', validate, component: ParcelTracking });
