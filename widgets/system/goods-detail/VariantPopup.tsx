import { Popup } from '../../../src/ui/vant/popup';
import { Stepper } from '../../../src/ui/vant/stepper';
import type { Attribute } from '../../../src/contract';
import { Img } from '../../../src/ui/Img';
import { formatPrice } from '../../../src/ui/price';
import { chosenTitles, clampQuantity, isOptionDisabled, quantityCap, type Offer, type Selection, type VariantProduct } from './variants';
import styles from './VariantPopup.module.css';

interface VariantPopupProps {
  open: boolean;
  product: VariantProduct & { images: readonly string[]; title: string };
  selection: Selection;
  offer: Offer;
  quantity: number;
  onToggle: (attributeIndex: number, optionId: number) => void;
  onQuantity: (quantity: number) => void;
  onBuy: () => void;
  onClose: () => void;
}

/** The picture of the chosen option that has one (the last chosen wins), else the product's first. */
function pictureFor(product: VariantPopupProps['product'], selection: Selection): string {
  for (let index = selection.length - 1; index >= 0; index -= 1) {
    const image = product.attributes[index]?.options.find((option) => option.option_id === selection[index])?.image;
    if (image) return image;
  }
  return product.images[0] ?? '';
}

function AttributeGroup(props: { attribute: Attribute; index: number } & Pick<VariantPopupProps, 'product' | 'selection' | 'onToggle'>) {
  const { attribute, index, product, selection, onToggle } = props;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{attribute.label}</legend>
      <div className={styles.options}>
        {attribute.options.map((option) => {
          const active = selection[index] === option.option_id;
          const disabled = !active && isOptionDisabled(product, selection, index, option.option_id);
          return (
            <button
              key={option.option_id}
              type="button"
              className={active ? styles.optionActive : styles.option}
              aria-pressed={active}
              disabled={disabled}
              data-option-id={option.option_id}
              onClick={() => onToggle(index, option.option_id)}
            >
              {option.title}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Variant and quantity (mall-spec §4/§5): what is chosen, what it costs, how many. */
export function VariantPopup(props: VariantPopupProps) {
  const { open, product, selection, offer, quantity, onQuantity, onBuy, onClose } = props;
  const cap = quantityCap(product.limit_num);
  const chosen = chosenTitles(product, selection);
  const soldOut = offer.stock <= 0;
  return (
    <Popup visible={open} position="bottom" round closeable onClose={onClose} safeAreaInsetBottom className={styles.popup}>
      <section className={styles.sheet} aria-label="选择规格" role="dialog" aria-modal="true">
        <div className={styles.summary}>
          <Img className={styles.picture} src={pictureFor(product, selection)} alt={product.title} ratio={1} eager />
          <div>
            <p className={styles.price} data-testid="variant-price">{formatPrice(offer.price)}</p>
            <p className={styles.stock} data-testid="variant-stock">库存 {offer.stock}</p>
            <p className={styles.chosen}>{chosen.length ? `已选：${chosen.join(' ')}` : '请选择规格'}</p>
          </div>
        </div>
        <div className={styles.body}>
          {product.attributes.map((attribute, index) => (
            <AttributeGroup key={`${attribute.label}#${index}`} attribute={attribute} index={index} {...props} />
          ))}
          {/* A wrapping label names the stepper's input (react-vant passes no aria props to it). */}
          <label className={styles.quantity}>
            <span className={styles.label}>
              购买数量{product.limit_num > 0 ? <small className={styles.limit}>（限购 {product.limit_num} 件）</small> : null}
            </span>
            <Stepper
              value={quantity}
              min={1}
              max={cap}
              integer
              disabled={soldOut}
              inputWidth={56}
              buttonSize={44}
              onChange={(value) => onQuantity(clampQuantity(value, cap))}
            />
          </label>
        </div>
        <button type="button" className={styles.buy} onClick={onBuy} disabled={offer.complete && soldOut}>
          {offer.complete && soldOut ? '已售罄' : '立即购买'}
        </button>
      </section>
    </Popup>
  );
}
