import { listOrderParcels } from '../../../src/api/order';
import type { ExpressParcel } from '../../../src/contract';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { TrackStatus } from '../../../src/mall/orders/TrackStatus';
import { logisticsDetailPath } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import patterns from '../../../src/ui/patterns.module.css';
import styles from './widget.module.css';

export interface LogisticsProps {
  id: string | number;
  biz_type?: string | number;
}

function ParcelCard({ parcel, detailPath }: { parcel: ExpressParcel; detailPath: string }) {
  const latest = parcel.latest_track_data;
  return (
    <AppLink className={styles.card} to={detailPath}>
      <div className={styles.head}>
        <h2 className={styles.company}>{parcel.shipment_company}</h2>
        <TrackStatus className={styles.status} status={parcel.track_status} text={parcel.track_status_desc} />
      </div>
      <p className={styles.trackNo}>运单号：{parcel.track_no}</p>
      <p className={styles.latest}>{latest.context}</p>
      {latest.time ? <time className={styles.time}>{latest.time}</time> : null}
    </AppLink>
  );
}

/** /mall/packages/logistics (mall-spec §2): an order's parcels, each opening its tracking. */
function Logistics({ props }: WidgetRenderProps<LogisticsProps>) {
  const { id, biz_type } = props;
  const remote = useRemote(() => listOrderParcels({ order_id: id, biz_type }), [id, biz_type]);
  return (
    <section className={styles.screen} aria-label="包裹列表">
      <RemoteView remote={remote}>
        {({ express_list }) =>
          express_list.length ? (
            <ol className={patterns.cardList}>
              {express_list.map((parcel, index) => (
                <li key={parcel.track_no}>
                  <ParcelCard parcel={parcel} detailPath={logisticsDetailPath({ id, biz_type, track_no: parcel.track_no, index })} />
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>暂无物流信息</p>
          )
        }
      </RemoteView>
    </section>
  );
}

export default defineWidget<LogisticsProps>({ type: 'system:logistics', validate, component: Logistics });
