import { memo, useEffect, useState } from 'react';
import { getProductDetail } from '../../../src/api/product';
import type { Product } from '../../../src/contract';
import { toast } from '../../../src/core/feedback';
import { buyNow } from '../../../src/core/host/purchase';
import type { ShareCard } from '../../../src/core/host/share';
import { pageNeedsShareEntry } from '../../../src/core/host';
import { navigate } from '../../../src/core/navigation';
import { preparedReads } from '../../../src/core/early-answers';
import { AfterTakeover, defineWidget, drawnPageAwaitsTakeover, type WidgetRenderProps } from '../../../src/core/renderer';
import { contactSeller } from '../../../src/mall/contact';
import { OUTSIDE_WECHAT } from '../../../src/mall/pay-messages';
import { startPurchase } from '../../../src/mall/placed-purchases';
import { laterPart } from '../../../src/ui/later-part';
import { SheetLoading } from '../../../src/ui/SheetLoading';
import { formatPrice } from '../../../src/ui/price';
import { RemoteView } from '../../../src/ui/RemoteView';
import { safeMediaUrl } from '../../../src/ui/safe-url';
import { ShareButton } from '../../../src/ui/ShareButton';
import { useRemote } from '../../../src/ui/use-remote';
import { ActionBar } from './ActionBar';
import { decideBuy } from './buy';
import { Gallery } from './Gallery';
import validate from './props.schema.json?validate';
import { ServicesRow } from './ServicesRow';
import { StoreCard } from './StoreCard';
import { useFavorite } from './use-favorite';
import { chosenTitles, initialSelection, offerFor, toggleOption, type Selection } from './variants';
import styles from './widget.module.css';

// The description sits below the fold. Its code (the sanitiser, DOMPurify) and its pictures wait for the
// first screen: on a slow network they took a fifth of its bytes (Lighthouse, static host: LCP 2.7 s with
// them, 2.4 s without). A description is seldom plain markup: the sanitiser comes with it, so the
// description shows whole.
const RichHtmlLater = laterPart(() =>
  Promise.all([import('../../../src/ui/RichHtml'), import('../../../src/ui/sanitizer').then((sanitizer) => sanitizer.loadSanitizer())]).then(
    ([module]) => module.RichHtml,
  ),
);

// The variant sheet (react-vant's popup and stepper) opens on a tap: fetched after the first screen, like
// the services sheet (ServicesRow.tsx).
const VariantPopup = laterPart(
  () => import('./VariantPopup').then((module) => module.VariantPopup),
  ({ open }) => (open ? <SheetLoading /> : null),
);

/**
 * The server draws the description with its code loaded (and sanitises it there), and a page it drew is
 * taken over with that code already here (`prepare`, below); a page the client draws shows it after the
 * first screen (src/ui/later-part.tsx, with its retry in place if the code does not come). Memoised: the
 * product redrawn while the page is taken over (a signed-in shopper's favourite mark, read afresh) need
 * not reach its boundary.
 */
const Description = memo(function Description({ html }: { html: string }) {
  return <RichHtmlLater html={html} />;
});

export interface GoodsDetailProps {
  id: string | number;
  agency_store_id?: string | number;
  store_share?: string | number;
  inviter?: string | number;
  uid?: string | number;
}

/** The product's share card: its shared-goods link (mall-spec §2), which keeps the store it was seen in. */
function shareCardOf(product: Product, props: GoodsDetailProps): ShareCard {
  const query = new URLSearchParams();
  if (props.agency_store_id) query.set('agency_store_id', String(props.agency_store_id));
  if (props.store_share) query.set('store_share', String(props.store_share));
  const link = new URL(`/share/goods/${product.product_id}${query.size ? `?${query}` : ''}`, window.location.origin).href;
  const image = safeMediaUrl(product.images[0]);
  return { title: product.title, desc: product.sub_title ?? '', link, image: image ? new URL(image, window.location.origin).href : '', productId: product.product_id };
}

function Detail({ product, props }: { product: Product; props: GoodsDetailProps }) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(1);
  const [popupOpen, setPopupOpen] = useState(false);
  const { favorite, pending, toggle } = useFavorite(product.product_id, product.is_favorite);
  const offer = offerFor(product, selection);
  const chosen = chosenTitles(product, selection);
  const seller = product.seller;
  // WeChat's and the mini program's own menus share the product's card; its code loads only there.
  useEffect(() => {
    if (pageNeedsShareEntry()) return;
    const card = shareCardOf(product, props);
    void import('../../../src/core/host/share').then((share) => share.offerShareCard(card));
  }, [product, props]);

  const buy = () =>
    void buyNow({
      notHere: OUTSIDE_WECHAT,
      tell: toast,
      choose: () => {
        const decision = decideBuy({
          product,
          selection,
          quantity,
          storeShare: props.store_share,
          agencyStoreId: props.agency_store_id,
          inviter: props.inviter,
          uid: props.uid,
        });
        if (decision.kind === 'tell') {
          toast(decision.message);
          return null;
        }
        return {
          fields: decision.fields,
          checkout: () => {
            startPurchase(decision.purchase);
            navigate(decision.path);
          },
        };
      },
    });

  const contact = () =>
    void contactSeller({
      isDealer: seller?.seller_is_dealer === 1,
      agencyStoreId: seller?.seller_jump_object?.agency_store_id || props.agency_store_id,
      about: { title: product.title, img: product.images[0], price: product.price_object.price, sub_title: product.sub_title },
    });

  return (
    <article className={styles.detail} data-product-id={product.product_id}>
      <Gallery images={product.images} title={product.title} />
      <section className={styles.summary}>
        <p className={styles.priceLine}>
          <span className={styles.price} data-testid="detail-price">{formatPrice(offer.price)}</span>
          {product.sold_num_desc ? <span className={styles.sold}>{product.sold_num_desc}</span> : null}
        </p>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{product.title}</h1>
          <ShareButton card={() => shareCardOf(product, props)} />
        </div>
        {product.sub_title ? <p className={styles.subTitle}>{product.sub_title}</p> : null}
      </section>
      <section className={styles.rows}>
        {product.attributes.length ? (
          <button type="button" className={styles.row} onClick={() => setPopupOpen(true)} aria-haspopup="dialog">
            <span className={styles.rowLabel}>{chosen.length ? '已选' : '选择'}</span>
            <span className={styles.rowValue}>
              {chosen.length ? `${chosen.join(' ')}，${quantity}件` : product.attributes.map((attribute) => attribute.label).join(' ')}
            </span>
            <span className={styles.chevron} aria-hidden="true">›</span>
          </button>
        ) : null}
        <ServicesRow services={product.services ?? []} />
      </section>
      {seller ? <StoreCard seller={seller} storeShare={props.store_share} /> : null}
      <section className={styles.description} aria-label="商品详情">
        <h2 className={styles.sectionTitle}>商品详情</h2>
        <Description html={product.desc_image ?? ''} />
      </section>
      <ActionBar
        favorite={favorite}
        favoritePending={pending}
        soldOut={product.stock <= 0}
        onContact={contact}
        onFavorite={toggle}
        onBuy={() => setPopupOpen(true)}
      />
      {/* A sheet lives in <body> (a portal), which a page drawn by the server cannot hold: the client's. */}
      <AfterTakeover>
        <VariantPopup
          open={popupOpen}
          product={product}
          selection={selection}
          offer={offer}
          quantity={quantity}
          onToggle={(attributeIndex, optionId) => setSelection((current) => toggleOption(product, current, attributeIndex, optionId))}
          onQuantity={setQuantity}
          onBuy={buy}
          onClose={() => setPopupOpen(false)}
        />
      </AfterTakeover>
    </article>
  );
}

type DetailQuery = Parameters<typeof getProductDetail>[0];

const detailQuery = (props: GoodsDetailProps): DetailQuery => ({ product_id: props.id, agency_store_id: props.agency_store_id, store_share: props.store_share });

/** The product read before the screen is drawn (while the app starts on it, or on the server that draws it). */
const detailsAhead = preparedReads((query: DetailQuery) => getProductDetail(query), (query) => JSON.stringify([query.product_id, query.agency_store_id, query.store_share]));

/** /mall/goods-detail (mall-spec §2–§5). */
function GoodsDetail({ props }: WidgetRenderProps<GoodsDetailProps>) {
  const query = detailQuery(props);
  const remote = useRemote(() => getProductDetail(query), [props.id, props.agency_store_id, props.store_share], { reads: detailsAhead, query });
  return <RemoteView remote={remote}>{(product) => <Detail key={product.product_id} product={product} props={props} />}</RemoteView>;
}

export default defineWidget<GoodsDetailProps>({
  type: 'system:goods-detail',
  validate,
  component: GoodsDetail,
  // The server loads the description's code to draw it, and the client to take a drawn description over with
  // the page: left waiting for its code, its boundary met the page's next change of settings (a signed-in
  // shopper's, seen once the page is the client's), which React then drew it again for (#421) when that
  // wait outlasted the change's five seconds on a busy phone. A page the client draws itself fetches it
  // after the first screen (above).
  prepare: (props) =>
    Promise.all([detailsAhead.prepare(detailQuery(props)), import.meta.env.SSR || drawnPageAwaitsTakeover() ? RichHtmlLater.preload() : undefined]).then(() => undefined),
});
