import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chosenTitles,
  clampQuantity,
  combinedStock,
  firstMissingAttribute,
  initialSelection,
  isOptionDisabled,
  offerFor,
  quantityCap,
  toggleOption,
  variantCode,
  type Selection,
  type VariantProduct,
} from './variants';

const option = (option_id: number, title: string) => ({ option_id, title, image: '' });
const child = (sku_code: string, stock: number, price: number, product_id: number) => ({
  sku_code,
  stock,
  price_object: { price },
  product_id,
});

/** Colour (红 11, 蓝 12) × size (S 21, M 22); 蓝 M is sold out. */
const twoAttributes: VariantProduct = {
  product_id: 100,
  price_object: { price: 59 },
  stock: 9,
  limit_num: 0,
  attributes: [
    { label: '颜色', options: [option(11, '红'), option(12, '蓝')] },
    { label: '尺码', options: [option(21, 'S'), option(22, 'M')] },
  ],
  child_products: [child('11_21', 3, 59, 101), child('11_22', 4, 69, 102), child('12_21', 2, 79, 103), child('12_22', 0, 89, 104)],
};

/** Colour × size × material; only 红 S 棉 and 蓝 M 麻 are in stock. */
const threeAttributes: VariantProduct = {
  product_id: 300,
  price_object: { price: 10 },
  stock: 7,
  limit_num: 3,
  attributes: [
    { label: '颜色', options: [option(1, '红'), option(2, '蓝')] },
    { label: '尺码', options: [option(3, 'S'), option(4, 'M')] },
    { label: '材质', options: [option(5, '棉'), option(6, '麻')] },
  ],
  child_products: [
    child('1_3_5', 5, 11, 301),
    child('1_3_6', 0, 12, 302),
    child('1_4_5', 0, 13, 303),
    child('1_4_6', 0, 14, 304),
    child('2_3_5', 0, 15, 305),
    child('2_3_6', 0, 16, 306),
    child('2_4_5', 0, 17, 307),
    child('2_4_6', 2, 18, 308),
  ],
};

/** One attribute whose first option is sold out. */
const singleAttribute: VariantProduct = {
  product_id: 500,
  price_object: { price: 5 },
  stock: 6,
  limit_num: 2,
  attributes: [{ label: '规格', options: [option(51, '小'), option(52, '中'), option(53, '大')] }],
  child_products: [child('51', 0, 5, 501), child('52', 6, 6, 502), child('53', 0, 7, 503)],
};

describe('variant code', () => {
  it('joins the option ids with _ in attribute order, or is the single id', () => {
    expect(variantCode([11, 22])).toBe('11_22');
    expect(variantCode([1, 4, 6])).toBe('1_4_6');
    expect(variantCode([52])).toBe('52');
  });
  it('is not defined until every attribute is chosen', () => {
    expect(variantCode([11, null])).toBeNull();
    expect(variantCode([])).toBeNull();
  });
});

describe('combined stock', () => {
  it('with nothing else chosen, sums every child product containing the option', () => {
    expect(combinedStock(twoAttributes, [null, null], 0, 11)).toBe(7);
    expect(combinedStock(twoAttributes, [null, null], 0, 12)).toBe(2);
    expect(combinedStock(twoAttributes, [null, null], 1, 22)).toBe(4);
  });
  it('with the other attribute chosen, is the stock of the child product it completes', () => {
    expect(combinedStock(twoAttributes, [12, null], 1, 21)).toBe(2);
    expect(combinedStock(twoAttributes, [12, null], 1, 22)).toBe(0);
    expect(combinedStock(twoAttributes, [null, 22], 0, 11)).toBe(4);
    expect(combinedStock(twoAttributes, [null, 22], 0, 12)).toBe(0);
  });
  it('ignores the option’s own attribute choice (switching a choice is judged against the others)', () => {
    expect(combinedStock(twoAttributes, [11, 21], 0, 12)).toBe(2);
  });
  it('with three attributes, agrees with every other choice made so far', () => {
    expect(combinedStock(threeAttributes, [null, null, null], 1, 4)).toBe(2);
    expect(combinedStock(threeAttributes, [1, null, null], 1, 4)).toBe(0);
    expect(combinedStock(threeAttributes, [1, null, null], 2, 5)).toBe(5);
    expect(combinedStock(threeAttributes, [2, 4, null], 2, 5)).toBe(0);
    expect(combinedStock(threeAttributes, [2, 4, null], 2, 6)).toBe(2);
  });
  it('counts a missing child product as none in stock', () => {
    const missing = { ...twoAttributes, child_products: twoAttributes.child_products.filter((c) => c.sku_code !== '11_21') };
    expect(combinedStock(missing, [null, 21], 0, 11)).toBe(0);
    expect(isOptionDisabled(missing, [null, 21], 0, 11)).toBe(true);
    expect(combinedStock(missing, [null, null], 0, 11)).toBe(4);
  });
});

describe('disabled options', () => {
  it('disables exactly the options whose combined stock is 0', () => {
    expect(isOptionDisabled(twoAttributes, [12, null], 1, 22)).toBe(true);
    expect(isOptionDisabled(twoAttributes, [12, null], 1, 21)).toBe(false);
    expect(isOptionDisabled(twoAttributes, [null, null], 1, 22)).toBe(false);
  });
  it('disables everything when every child product is sold out', () => {
    const soldOut = { ...twoAttributes, stock: 0, child_products: twoAttributes.child_products.map((c) => ({ ...c, stock: 0 })) };
    for (const [index, attribute] of soldOut.attributes.entries()) {
      for (const { option_id } of attribute.options) expect(isOptionDisabled(soldOut, [null, null], index, option_id)).toBe(true);
    }
    expect(toggleOption(soldOut, [null, null], 0, 11)).toEqual([null, null]);
  });
});

describe('initial selection', () => {
  it('pre-selects the first option with stock when there is a single attribute', () => {
    expect(initialSelection(singleAttribute)).toEqual([52]);
  });
  it('pre-selects nothing for a single attribute that is all sold out', () => {
    const soldOut = { ...singleAttribute, child_products: singleAttribute.child_products.map((c) => ({ ...c, stock: 0 })) };
    expect(initialSelection(soldOut)).toEqual([null]);
  });
  it('pre-selects nothing with two or three attributes, and is empty without attributes', () => {
    expect(initialSelection(twoAttributes)).toEqual([null, null]);
    expect(initialSelection(threeAttributes)).toEqual([null, null, null]);
    expect(initialSelection({ ...twoAttributes, attributes: [], child_products: [] })).toEqual([]);
  });
});

describe('selecting', () => {
  it('activates an option and releases its siblings', () => {
    const red = toggleOption(twoAttributes, [null, null], 0, 11);
    expect(red).toEqual([11, null]);
    expect(toggleOption(twoAttributes, red, 0, 12)).toEqual([12, null]);
  });
  it('deselects the active option when tapped again, restoring the product defaults', () => {
    const chosen = toggleOption(twoAttributes, toggleOption(twoAttributes, [null, null], 0, 11), 1, 22);
    expect(offerFor(twoAttributes, chosen)).toEqual({ price: 69, stock: 4, productId: 102, complete: true });
    const released = toggleOption(twoAttributes, chosen, 1, 22);
    expect(released).toEqual([11, null]);
    expect(offerFor(twoAttributes, released)).toEqual({ price: 59, stock: 9, productId: 100, complete: false });
  });
  it('leaves the selection alone for a disabled option', () => {
    expect(toggleOption(twoAttributes, [12, null], 1, 22)).toEqual([12, null]);
  });
  it('walks a three-attribute product to its one buyable blue variant', () => {
    let selection: Selection = initialSelection(threeAttributes);
    selection = toggleOption(threeAttributes, selection, 0, 2);
    expect(isOptionDisabled(threeAttributes, selection, 1, 3)).toBe(true);
    selection = toggleOption(threeAttributes, selection, 1, 4);
    expect(isOptionDisabled(threeAttributes, selection, 2, 5)).toBe(true);
    selection = toggleOption(threeAttributes, selection, 2, 6);
    expect(variantCode(selection)).toBe('2_4_6');
    expect(offerFor(threeAttributes, selection)).toEqual({ price: 18, stock: 2, productId: 308, complete: true });
    expect(chosenTitles(threeAttributes, selection)).toEqual(['蓝', 'M', '麻']);
  });
});

describe('offer', () => {
  it('is the product itself when it has no attributes', () => {
    const plain = { ...twoAttributes, attributes: [], child_products: [] };
    expect(offerFor(plain, [])).toEqual({ price: 59, stock: 9, productId: 100, complete: true });
  });
  it('cannot be bought when the chosen combination has no child product', () => {
    const missing = { ...twoAttributes, child_products: twoAttributes.child_products.filter((c) => c.sku_code !== '11_21') };
    expect(offerFor(missing, [11, 21])).toEqual({ price: 59, stock: 0, productId: 100, complete: true });
  });
  it('names the first attribute still to choose', () => {
    expect(firstMissingAttribute(twoAttributes, [null, null])?.label).toBe('颜色');
    expect(firstMissingAttribute(twoAttributes, [11, null])?.label).toBe('尺码');
    expect(firstMissingAttribute(twoAttributes, [11, 21])).toBeUndefined();
  });
});

describe('quantity', () => {
  it('caps at limit_num, or 99 when limit_num is 0', () => {
    expect(quantityCap(3)).toBe(3);
    expect(quantityCap(0)).toBe(99);
  });
  it('keeps whatever is typed a whole number from 1 to the cap', () => {
    expect(clampQuantity('2.7', 99)).toBe(2);
    expect(clampQuantity('abc', 99)).toBe(1);
    expect(clampQuantity(-4, 99)).toBe(1);
    expect(clampQuantity(150, 99)).toBe(99);
    expect(clampQuantity(5, 3)).toBe(3);
  });
});

describe('invariants over random taps', () => {
  it('never holds a disabled option and always prices from the matching child or the defaults', () => {
    const taps = fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 6 })), { maxLength: 30 });
    fc.assert(
      fc.property(taps, (sequence) => {
        let selection: Selection = initialSelection(threeAttributes);
        for (const [attribute, optionId] of sequence) {
          if (!threeAttributes.attributes[attribute]?.options.some((o) => o.option_id === optionId)) continue;
          selection = toggleOption(threeAttributes, selection, attribute, optionId);
          selection.forEach((chosen, index) => {
            if (chosen !== null) expect(isOptionDisabled(threeAttributes, selection, index, chosen)).toBe(false);
          });
          const offer = offerFor(threeAttributes, selection);
          if (offer.complete) expect(offer.stock).toBeGreaterThan(0);
          else expect(offer).toEqual({ price: 10, stock: 7, productId: 300, complete: false });
        }
      }),
    );
  });
});
