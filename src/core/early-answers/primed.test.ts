import { describe, expect, it } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS } from './answers';
import { pageServerIsTheApi, primedAnswers } from './primed';

const HOME = { code: 0, msg: 'success', data: { banner: [] } };
const FEED = { code: 0, msg: 'success', data: { products: [] } };
const PRODUCT = { code: 0, msg: 'success', data: { product_id: 1001, is_favorite: 0 } };

const block = JSON.stringify({
  answers: [
    { path: '/v1/index/get', query: {}, for_anyone: true, envelope: HOME },
    { path: '/v1/index/footer/product/list', query: { tab_id: '0', page: '1', page_size: '20' }, for_anyone: true, envelope: FEED },
    { path: '/v1/product/detail/get', query: { product_id: '1001' }, for_anyone: false, envelope: PRODUCT },
  ],
});

const fresh = () => 1_000;

describe('answers the page came with', () => {
  it('answers the exact read once, however its parameters are written', () => {
    const primed = primedAnswers(block, fresh);
    expect(primed.take('/v1/index/footer/product/list', { page: 1, page_size: 20, tab_id: 0, empty: '' }, false)).toEqual({ data: FEED });
    expect(primed.take('/v1/index/footer/product/list', { page: 1, page_size: 20, tab_id: 0 }, false)).toBeUndefined();
    expect(primed.take('/v1/index/get', {}, true)).toEqual({ data: HOME });
  });

  it('does not answer another page of the feed, another product or another path', () => {
    const primed = primedAnswers(block, fresh);
    expect(primed.take('/v1/index/footer/product/list', { page: 2, page_size: 20, tab_id: 0 }, false)).toBeUndefined();
    expect(primed.take('/v1/product/detail/get', { product_id: 1002 }, false)).toBeUndefined();
    expect(primed.take('/v1/category/index', {}, false)).toBeUndefined();
  });

  it('keeps an answer that depends on who asks from a signed-in shopper', () => {
    const primed = primedAnswers(block, fresh);
    expect(primed.take('/v1/product/detail/get', { product_id: 1001 }, true)).toBeUndefined();
    expect(primed.take('/v1/product/detail/get', { product_id: 1001 }, false)).toEqual({ data: PRODUCT });
  });

  it('answers nothing once the page is older than the limit', () => {
    let age = EARLY_ANSWER_MAX_AGE_MS + 1;
    const primed = primedAnswers(block, () => age);
    expect(primed.take('/v1/index/get', {}, false)).toBeUndefined();
    age = 0;
    expect(primed.take('/v1/index/get', {}, false)).toBeUndefined();
  });

  it('answers nothing from a missing, broken or ill-shaped block, and skips the ill-shaped entries of a good one', () => {
    for (const text of [null, undefined, '', '{', 'null', '[]', '{"answers":{}}']) {
      expect(primedAnswers(text, fresh).take('/v1/index/get', {}, false)).toBeUndefined();
    }
    const mixed = JSON.stringify({
      answers: [
        { path: '/v1/index/get', query: { a: 1 }, for_anyone: true, envelope: HOME },
        { path: '/v1/category/index', query: {}, envelope: HOME },
        { path: '/v1/index/footer/product/list', query: {}, for_anyone: true },
        { path: '/v1/store/info', query: {}, for_anyone: true, envelope: HOME },
      ],
    });
    const primed = primedAnswers(mixed, fresh);
    expect(primed.take('/v1/index/get', { a: 1 }, false)).toBeUndefined();
    expect(primed.take('/v1/category/index', {}, false)).toBeUndefined();
    expect(primed.take('/v1/index/footer/product/list', {}, false)).toBeUndefined();
    expect(primed.take('/v1/store/info', {}, false)).toEqual({ data: HOME });
  });

  it('are taken only when the server that sent the page is the API', () => {
    const page = 'https://m.example-mall.test';
    expect(pageServerIsTheApi('', page)).toBe(true);
    expect(pageServerIsTheApi('/', page)).toBe(true);
    expect(pageServerIsTheApi('https://m.example-mall.test/', page)).toBe(true);
    expect(pageServerIsTheApi('https://api.example-mall.test', page)).toBe(false);
    expect(pageServerIsTheApi('http://m.example-mall.test', page)).toBe(false);
    expect(pageServerIsTheApi('https://[bad', page)).toBe(false);
  });
});
