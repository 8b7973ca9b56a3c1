import type { ReactNode } from 'react';
import { getOrderDetail } from '../../../src/api/order';
import type { OrderDetail as Detail } from '../../../src/contract';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { startAfterSales } from '../../../src/mall/orders/after-sales';
import { OrderProductLines } from '../../../src/mall/orders/OrderProductLines';
import { OrderActions } from '../../../src/mall/orders/OrderActions';
import { usePaymentAfterAuthorisation, usePayOrder } from '../../../src/mall/orders/use-pay-order';
import { copyWithMessage } from '../../../src/ui/copy-text';
import { formatPrice } from '../../../src/ui/price';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import { StatusHeader } from './StatusHeader';
import styles from './widget.module.css';

export interface OrderDetailProps {
  order_no: string;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DetailView({ detail, refresh }: { detail: Detail; refresh: () => void }) {
  const { address, refund_button: refund } = detail;
  return (
    <div className={styles.screen}>
      <StatusHeader detail={detail} onDeadline={refresh} />
      <section className={styles.card} aria-label="收货信息">
        <p className={styles.receiver}>
          {address.receiver_name} <span className={styles.phone}>{address.receiver_phone}</span>
        </p>
        <p className={styles.receiverAddress}>{address.receiver_address}</p>
      </section>
      <section className={styles.card} aria-label={detail.seller.store_name}>
        <h2 className={styles.storeName}>{detail.seller.store_name}</h2>
        <ul className={styles.products}>
          <OrderProductLines products={detail.products} />
        </ul>
        {refund.is_refund_btn === 1 && refund.is_refund_btn_txt ? (
          <button type="button" className={styles.refund} onClick={() => void startAfterSales(detail.order_no)}>
            {refund.is_refund_btn_txt}
          </button>
        ) : null}
        <dl className={styles.rows}>
          {detail.products_price_total === undefined ? null : <Row label="商品金额">{formatPrice(detail.products_price_total)}</Row>}
          {detail.freight_price === undefined ? null : <Row label="运费">{formatPrice(detail.freight_price)}</Row>}
          <Row label={`共${detail.product_num}件 ${detail.status === 0 ? '应付款' : '实付款'}`}>
            <strong className={styles.money}>{formatPrice(detail.should_pay_price)}</strong>
          </Row>
        </dl>
      </section>
      <section className={styles.card} aria-label="订单信息">
        <dl className={styles.rows}>
          <Row label="订单编号">
            <span data-testid="order-no">{detail.order_no}</span>
            <button type="button" className={styles.copy} onClick={() => void copyWithMessage(detail.order_no)} aria-label="复制订单编号">
              复制
            </button>
          </Row>
          <Row label="支付方式">{detail.payment}</Row>
          <Row label="创建时间">{detail.create_at}</Row>
          {detail.remark ? <Row label="订单备注">{detail.remark}</Row> : null}
        </dl>
      </section>
      <div className={styles.footer}>
        <OrderActions
          order={detail}
          button={detail.button}
          payTarget={detail.status === 0 ? { order_no: detail.order_no } : undefined}
          onChanged={refresh}
        />
      </div>
    </div>
  );
}

/** /mall/order/detail (mall-spec §2, §4): one order, its countdown while unpaid, and its actions. */
function OrderDetail({ props }: WidgetRenderProps<OrderDetailProps>) {
  const remote = useRemote(() => getOrderDetail({ order_no: props.order_no }), [props.order_no]);
  // Quiet: the page stays up while the new state arrives, and the countdown cannot restart itself.
  const refresh = () => void remote.refresh();
  // Back from WeChat's authorisation, the payment asked for goes on.
  usePaymentAfterAuthorisation(usePayOrder(refresh).pay);
  return <RemoteView remote={remote}>{(detail) => <DetailView detail={detail} refresh={refresh} />}</RemoteView>;
}

export default defineWidget<OrderDetailProps>({ type: 'system:order-detail', validate, component: OrderDetail });
