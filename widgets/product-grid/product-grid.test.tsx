// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import productGrid from './widget';

afterEach(cleanup);

const item = { product_id: 1001, title: '爽肤水', image: '/static/img/p/1001-1.svg', price: '47.00' };

describe('product-grid', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(productGrid.validate(example.props)).toBe(true);
    expect(productGrid.validate({ columns: 2, items: [] })).toBe(true);
    expect(productGrid.validate({ columns: 3, items: [{ ...item, product_id: '1001', image: '' }] })).toBe(true);
    expect(productGrid.validate({ items: [item] })).toBe(false);
    expect(productGrid.validate({ columns: 4, items: [item] })).toBe(false);
    expect(productGrid.validate({ columns: 2, items: 'not-a-list' })).toBe(false);
    expect(productGrid.validate({ columns: 2, items: [{ ...item, price: undefined }] })).toBe(false);
    expect(productGrid.validate({ columns: 2, items: [{ ...item, price: '四十七' }] })).toBe(false);
    expect(productGrid.validate({ columns: 2, items: [{ ...item, product_id: { id: 1 } }] })).toBe(false);
    expect(productGrid.validate({ columns: 2, items: [{ ...item, image: 'javascript:alert(1)' }] })).toBe(false);
    expect(productGrid.validate({ columns: 2, items: [{ ...item, action: { target: 'javascript:alert(1)' } }] })).toBe(false);
  });

  it('shows each product with image, title, subtitle, tag and prices as ¥xx.xx', async () => {
    await renderNodes([productGrid], [example]);
    const card = screen.getByRole('button', { name: /薇诺娜 持久不脱妆爽肤水/ });
    expect(within(card).getByAltText('薇诺娜 持久不脱妆爽肤水').getAttribute('src')).toBe('https://img.example-mall.test/p/1001-1.jpg');
    expect(within(card).getByText('爆款')).toBeVisible();
    expect(within(card).getByText('持久不脱妆 · 面部护肤热卖')).toBeVisible();
    // The price, then the market price (styled as the crossed-out one); prices given as numbers or
    // whole strings read as ¥xx.xx too.
    const pricesOf = (name: RegExp) => within(screen.getByRole('button', { name })).getAllByText(/^¥/);
    expect(pricesOf(/薇诺娜/).map((price) => price.textContent)).toEqual(['¥47.00', '¥63.00']);
    expect(pricesOf(/薇诺娜/)[1]?.className).toMatch(/market/);
    expect(pricesOf(/太平鸟/).map((price) => price.textContent)).toEqual(['¥291.50', '¥393.00']);
    expect(pricesOf(/保温杯/).map((price) => price.textContent)).toEqual(['¥98.00']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('lays out in the requested number of columns', async () => {
    const { container } = await renderNodes([productGrid], [
      { ...example, id: 'g1', props: { ...example.props, columns: 1 } },
      { ...example, id: 'g3', props: { ...example.props, columns: 3 } },
    ]);
    expect(container.querySelector('[data-node-id="g1"] ul')?.className).toMatch(/columns1/);
    expect(container.querySelector('[data-node-id="g3"] ul')?.className).toMatch(/columns3/);
  });

  it('a product without action opens its goods detail; one with an action opens that', async () => {
    const { visited } = await renderNodes([productGrid], [example]);
    fireEvent.click(screen.getByRole('button', { name: /薇诺娜/ }));
    fireEvent.click(screen.getByRole('button', { name: /太平鸟/ }));
    fireEvent.click(screen.getByRole('button', { name: /保温杯/ }));
    expect(visited).toEqual(['/mall/goods-detail?id=1001', '/mall/goods-detail?id=1003', '/active/component-active?id=102']);
  });

  it('an empty list shows nothing and a broken grid is explained in preview', async () => {
    const empty = await renderNodes([productGrid], [{ id: 'e', type: 'product-grid', props: { columns: 2, items: [] } }]);
    expect(empty.container.querySelector('[data-node-id="e"]')?.textContent).toBe('');
    empty.unmount();
    const preview = await renderNodes([productGrid], [{ id: 'd2', type: 'product-grid', props: { columns: 4, items: 'not-a-list' } }], { preview: true });
    const problems = within(preview.getByRole('note')).getAllByRole('listitem');
    expect(problems.map((problem) => problem.textContent)).toEqual(['nodes[0].props.columns：取值只能是 1、2、3', 'nodes[0].props.items：类型应为 array']);
  });
});
