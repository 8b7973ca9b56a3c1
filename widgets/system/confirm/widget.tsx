import { getAddress } from '../../../src/api/address';
import { confirmOrder, type ConfirmOrderRequest } from '../../../src/api/order';
import type { OrderConfirm } from '../../../src/contract';
import { leave } from '../../../src/core/host';
import { currentLocation, navigate } from '../../../src/core/navigation';
import { defineWidget, type WidgetRenderProps } from '../../../src/core/renderer';
import { confirmNoteHere } from '../../../src/mall/pay-messages';
import { MALL_PATHS, orderListPath } from '../../../src/mall/paths';
import { AppLink } from '../../../src/ui/AppLink';
import { ErrorPanel } from '../../../src/ui/ErrorPanel';
import { failureText } from '../../../src/ui/failure-text';
import { PageSkeleton } from '../../../src/ui/PageSkeleton';
import { formatPrice } from '../../../src/ui/price';
import { useRemote } from '../../../src/ui/use-remote';
import { useSessionDraft } from '../../../src/ui/use-session-draft';
import { AddressSection } from './AddressSection';
import { confirmRequestOf, deliveryOf, sharedByOf, type ConfirmProps, type DeliveryAddress, type SharedBy } from './checkout';
import { PaymentSection } from './PaymentSection';
import validate from './props.schema.json?validate';
import { SellerSection } from './SellerSection';
import { useOpenId } from './use-open-id';
import { usePlaceOrder } from './use-place-order';
import patterns from '../../../src/ui/patterns.module.css';
import styles from './widget.module.css';

interface Checkout {
  confirm: OrderConfirm;
  address: DeliveryAddress | null;
}

/** The confirm answer, with the address the shopper chose on the list (else the server's default). */
async function loadCheckout(request: ConfirmOrderRequest, addressId: string | number | undefined): Promise<Checkout> {
  const [confirm, chosen] = await Promise.all([
    confirmOrder(request),
    addressId === undefined ? Promise.resolve(null) : getAddress({ id: addressId }),
  ]);
  const address = chosen ?? confirm.address;
  return { confirm, address: address ? deliveryOf(address) : null };
}

interface Draft {
  paymentId: number | null;
  remarks: Record<string, string>;
}

const EMPTY_DRAFT: Draft = { paymentId: null, remarks: {} };

interface CheckoutViewProps {
  checkout: Checkout;
  request: ConfirmOrderRequest;
  sharedBy: SharedBy;
  buyProduct: string;
  openId: ReturnType<typeof useOpenId>;
}

function CheckoutView({ checkout, request, sharedBy, buyProduct, openId }: CheckoutViewProps) {
  const { confirm, address } = checkout;
  // Kept per purchase, so the address list, WeChat's authorisation or a reload lose nothing typed.
  const { draft, setDraft, forget } = useSessionDraft<Draft>(`confirm-draft:${buyProduct}`, EMPTY_DRAFT);
  // The one method there is is the shopper's choice already; among several, none is chosen for them.
  const onlyPayment = confirm.payments.length === 1 ? confirm.payments[0]!.payment_id : null;
  const choices = { addressId: address?.id ?? null, paymentId: draft.paymentId ?? onlyPayment, remarks: draft.remarks };
  const { placed, pending, submit } = usePlaceOrder({ buyProduct, request, sharedBy, choices, openId, onCreated: forget });
  const locked = placed !== null;

  return (
    <div className={styles.screen}>
      {openId.status === 'not-needed' ? (
        <p className={styles.notice} role="note">
          {confirmNoteHere()}
        </p>
      ) : null}
      {placed ? (
        <p className={styles.notice} role="status">
          {placed.paid ? '该订单已支付。' : '订单已提交，请尽快完成支付，超时未支付的订单将自动关闭。'}
          <AppLink to={orderListPath(placed.paid ? 0 : 1)}>查看订单</AppLink>
        </p>
      ) : null}
      <AddressSection address={address} returnTo={currentLocation()} locked={locked} />
      <PaymentSection
        payments={confirm.payments}
        chosen={choices.paymentId}
        locked={locked}
        onChoose={(paymentId) => setDraft((current) => ({ ...current, paymentId }))}
      />
      {confirm.orders.map((order) => {
        const sellerId = String(order.seller.seller_id);
        return (
          <SellerSection
            key={sellerId}
            order={order}
            remark={draft.remarks[sellerId] ?? ''}
            locked={locked}
            onRemark={(text) => setDraft((current) => ({ ...current, remarks: { ...current.remarks, [sellerId]: text } }))}
          />
        );
      })}
      <section className={styles.card} aria-label="金额">
        <p className={styles.line}>
          <span>商品金额</span>
          <span>{formatPrice(confirm.price.products_price_total)}</span>
        </p>
        <p className={styles.line}>
          <span>运费</span>
          <span>{formatPrice(confirm.price.freight_price)}</span>
        </p>
      </section>
      <div className={styles.submitBar}>
        <span className={styles.total}>
          合计 <strong className={styles.money} data-testid="confirm-pay-price">{formatPrice(confirm.price.pay_price)}</strong>
        </span>
        {placed?.paid ? (
          <AppLink className={`${patterns.primaryPill} ${styles.submit}`} to={orderListPath(0)}>
            查看订单
          </AppLink>
        ) : (
          <button type="button" className={`${patterns.primaryPill} ${styles.submit}`} onClick={() => void submit()} disabled={pending || openId.status === 'pending'}>
            {pending ? '请稍候…' : locked ? '继续支付' : '提交订单'}
          </button>
        )}
      </div>
    </div>
  );
}

/** mallConfirm, /mall/confirm (mall-spec §2, §5, §7): check the purchase, choose, submit and pay. */
function Confirm({ props }: WidgetRenderProps<ConfirmProps>) {
  const request = confirmRequestOf(props);
  // Started at once: WeChat's authorisation leaves the page, best before anything is typed.
  const openId = useOpenId({ code: props.code, state: props.state });
  const remote = useRemote(
    () => (request ? loadCheckout(request, props.address_id) : Promise.reject(new Error('no purchase'))),
    [props.buy_product, props.sale_type, props.store_share, props.agency_store_id, props.address_id],
  );
  if (!request) {
    return <ErrorPanel title="购买信息有误" detail="请回到商品页重新选择" actions={[{ label: '去首页', onClick: () => navigate(MALL_PATHS.home), primary: true }]} />;
  }
  if (remote.status === 'failed') {
    return (
      <ErrorPanel
        title="无法确认订单"
        detail={failureText(remote.error)}
        actions={[
          { label: '重新加载', onClick: remote.reload, primary: true },
          { label: '返回', onClick: leave },
        ]}
      />
    );
  }
  if (remote.status !== 'ready' || !remote.data) return <PageSkeleton />;
  return (
    <CheckoutView checkout={remote.data} request={request} sharedBy={sharedByOf(props)} buyProduct={props.buy_product} openId={openId} />
  );
}

export default defineWidget<ConfirmProps>({ type: 'system:confirm', validate, component: Confirm });
