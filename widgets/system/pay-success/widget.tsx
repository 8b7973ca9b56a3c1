import { getPaySuccess } from '../../../src/api/order';
import type { PaySuccessInfo } from '../../../src/contract';
import { runAction } from '../../../src/core/actions';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { MALL_PATHS, orderDetailPath, orderListPath } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import { toTile } from '../../../src/mall/product-tile';
import { ProductCard, type ProductTile } from '../../../src/ui/ProductCard';
import { formatPrice } from '../../../src/ui/price';
import { RemoteView } from '../../../src/ui/RemoteView';
import { useRemote } from '../../../src/ui/use-remote';
import validate from './props.schema.json?validate';
import styles from './widget.module.css';

export interface PaySuccessProps {
  trade_no: string;
}

const openProduct = (product: ProductTile) => void runAction({ target: 'product', target_id: String(product.id) });

/** One order opens its detail; a trade of several orders opens the list. */
const orderLink = (info: PaySuccessInfo) => (info.order_nos.length === 1 && info.order_nos[0] ? orderDetailPath(info.order_nos[0]) : orderListPath(0));

function Result({ info, onRecheck }: { info: PaySuccessInfo; onRecheck: () => void }) {
  const paid = Boolean(info.pay_status);
  return (
    <div className={styles.screen}>
      <section className={styles.result} aria-live="polite">
        <svg className={paid ? styles.iconPaid : styles.iconWaiting} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" />
          <path d={paid ? 'M14 25l7 7 13-15' : 'M24 12v13l8 5'} />
        </svg>
        <h1 className={styles.title}>{paid ? '支付成功' : '支付结果确认中'}</h1>
        <p className={styles.amount}>{formatPrice(info.pay_price)}</p>
        <p className={styles.meta}>
          {info.payment_name}
          {info.order_nos.length ? ` · 订单号 ${info.order_nos.join('、')}` : ''}
        </p>
        {paid ? null : (
          <button type="button" className={styles.secondary} onClick={onRecheck}>
            刷新支付结果
          </button>
        )}
        <div className={styles.actions}>
          <AppLink className={styles.secondary} to={orderLink(info)} replace>
            查看订单
          </AppLink>
          <AppLink className={styles.primary} to={MALL_PATHS.home} replace>
            返回首页
          </AppLink>
        </div>
      </section>
      {info.recommend_products.length ? (
        <section aria-labelledby="pay-success-recommend">
          <h2 id="pay-success-recommend" className={styles.recommendTitle}>为你推荐</h2>
          <ul className={styles.grid}>
            {info.recommend_products.map((product) => (
              <li key={product.product_id}>
                <ProductCard product={toTile(product)} columns={2} onOpen={openProduct} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** /mall/pay-success (mall-spec §2): the paid trade and what else the shopper may like. */
function PaySuccess({ props }: WidgetRenderProps<PaySuccessProps>) {
  const remote = useRemote(() => getPaySuccess({ trade_no: props.trade_no }), [props.trade_no]);
  return <RemoteView remote={remote}>{(info) => <Result info={info} onRecheck={remote.reload} />}</RemoteView>;
}

export default defineWidget<PaySuccessProps>({ type: 'system:pay-success', validate, component: PaySuccess });
