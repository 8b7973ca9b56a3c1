import { describe, expect, it } from 'vitest';
import type { PageDraft } from '../model';
import { lintDocument } from './page-rules';
import { referencesOf } from './references';
import { remoteFindings } from './remote-checks';

const NOW = Date.parse('2026-11-20T00:00:00+08:00');
const draft: PageDraft = {
  schema_version: 1,
  id: 3,
  nodes: [
    { id: 'c', type: 'countdown', props: { to: '2026-11-11T00:00:00+08:00' } },
    { id: 'c', type: 'flash-sale', props: { to: '2026-12-12T00:00:00+08:00', items: [{ product_id: 1001, image: 'https://img.test/a.jpg' }] } },
    { id: 't', type: 'tabs', props: { titles: ['a'] }, visible: { to: '2026-11-01T00:00:00+08:00' } },
    { id: 'g', type: 'product-grid', props: { items: [{ product_id: '9999', image: 'https://img.test/broken.jpg' }] }, style: { bg_img: 'https://img.test/a.jpg' } },
  ],
};

describe('the lint before publishing', () => {
  it('lists errors first: schema problems and duplicate ids; then what is over, closed or empty', () => {
    const findings = lintDocument(draft, [{ path: 'nodes[3].props.columns', reason: '缺少必填项' }], NOW);
    expect(findings).toEqual([
      { severity: 'error', path: 'nodes[3].props.columns', message: '缺少必填项' },
      { severity: 'error', path: 'nodes[1].id', message: '组件 id "c" 重复' },
      { severity: 'warning', path: 'nodes[0].props.to', message: '倒计时已经结束' },
      { severity: 'warning', path: 'nodes[2].visible.to', message: '显示时间段已经结束：这个组件不会再显示' },
      { severity: 'warning', path: 'nodes[2]', message: '选项卡 t 是空的' },
    ]);
  });

  it('finds every picture and product id with its path', () => {
    const { pictures, products } = referencesOf(draft);
    expect(products).toEqual([
      { path: 'nodes[1].props.items[0].product_id', value: '1001' },
      { path: 'nodes[3].props.items[0].product_id', value: '9999' },
    ]);
    expect(pictures.map((picture) => picture.path)).toEqual(['nodes[1].props.items[0].image', 'nodes[3].props.items[0].image', 'nodes[3].style.bg_img']);
  });

  it('checks each picture and product once: an unknown product is an error, a picture that does not load a warning', async () => {
    const asked: string[] = [];
    const findings = await remoteFindings(draft, {
      loadPicture: async (url) => (asked.push(url), !url.includes('broken')),
      productState: async (id) => (asked.push(id), id === '9999' ? 'unknown' : 'known'),
    });
    expect(findings).toEqual([
      { severity: 'error', path: 'nodes[3].props.items[0].product_id', message: '商品 9999 不存在或已下架' },
      { severity: 'warning', path: 'nodes[3].props.items[0].image', message: '图片无法加载：https://img.test/broken.jpg' },
    ]);
    expect(asked).toHaveLength(4);
  });
});
