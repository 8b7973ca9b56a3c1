// @vitest-environment happy-dom
import { beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/request/errors';
import { loadDocument } from './load-document';

const answer = vi.hoisted((): { document: unknown; failure: Error | undefined } => ({ document: {}, failure: undefined }));
vi.mock('../../api/component', () => {
  const read = () => (answer.failure ? Promise.reject(answer.failure) : Promise.resolve(answer.document));
  return { getComponentPage: read, previewComponentPage: read };
});

beforeEach(() => {
  answer.failure = undefined;
  answer.document = {
    schema_version: 1,
    id: 7,
    title: '活动',
    style: { bg_color: null },
    share: { title: '' },
    nodes: [
      { id: 'a', type: 'title', props: { text: '爆款', subtitle: '' }, style: { bg_color: '' } },
      { id: 'b', type: 'container', children: [{ id: 'b1', type: 'title', props: { text: '内层', subtitle: null } }] },
    ],
  };
});

it('reads "" and null as absent once, for the whole document, so the renderer need not walk a node again (CONTRACT §5)', async () => {
  const state = await loadDocument('7', false);
  expect(state.status).toBe('ready');
  if (state.status !== 'ready') return;
  expect(state.document.style).toEqual({});
  expect(state.document.share).toEqual({});
  expect(state.document.nodes[0]).toEqual({ id: 'a', type: 'title', props: { text: '爆款' }, style: {} });
  expect((state.document.nodes[1] as { children: unknown[] }).children[0]).toEqual({ id: 'b1', type: 'title', props: { text: '内层' } });
});

it('reads a document whose numbers arrive as numeric strings (CONTRACT §5); each node is read so as it is drawn', async () => {
  answer.document = {
    schema_version: '1',
    id: '7',
    title: '活动',
    nodes: [{ id: 'a', type: 'title', props: { text: '爆款' }, style: { margin: ['8', '12'], radius: '4' } }],
  };
  const state = await loadDocument('7', false);
  expect(state.status).toBe('ready');
  if (state.status !== 'ready') return;
  expect(state.document).toMatchObject({ schema_version: 1, id: 7 });
});

it('a page refused with an ignore-list code says 页面加载失败 and 请稍后重试, never the error\'s words (CONTRACT §5)', async () => {
  answer.failure = new ApiError('silent', '后台内部：页面缓存未命中', 130900);
  await expect(loadDocument('7', false)).resolves.toEqual({ status: 'failed', message: '页面加载失败', detail: '请稍后重试' });
  answer.failure = new ApiError('business', '页面已下线', 40004);
  await expect(loadDocument('7', true)).resolves.toEqual({ status: 'failed', message: '页面已下线' });
});
