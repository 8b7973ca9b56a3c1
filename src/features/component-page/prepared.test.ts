import { beforeEach, expect, it, vi } from 'vitest';
import type { DocumentState } from './load-document';

const loadDocument = vi.fn<(id: string, preview: boolean) => Promise<DocumentState>>();
vi.mock('./load-document', () => ({ loadDocument }));
const { documentsAhead, prepareDocument } = await import('./prepared');

const preparedDocument = (id: string, preview: boolean) => {
  const ahead = documentsAhead.settled({ id, preview });
  return ahead?.ok ? ahead.value : undefined;
};
const takePrepared = (id: string, preview: boolean) => documentsAhead.take({ id, preview });

const ready = (id: string): DocumentState => ({ status: 'ready', document: { id, nodes: [] } as never });

beforeEach(() => {
  loadDocument.mockReset();
  loadDocument.mockImplementation((id) => Promise.resolve(ready(id)));
});

it('reads the page the query names once, and keeps the draft apart from the published page', async () => {
  await prepareDocument(new URLSearchParams('id=7'));
  await prepareDocument(new URLSearchParams('id=7'));
  await prepareDocument(new URLSearchParams('id=7&preview=1'));
  expect(loadDocument.mock.calls).toEqual([
    ['7', false],
    ['7', true],
  ]);
  expect(preparedDocument('7', false)).toEqual(ready('7'));
  void takePrepared('7', false);
  void takePrepared('7', true);
});

it('hands a reading still under way to the page, once: a later visit reads afresh', async () => {
  let arrive: (state: DocumentState) => void = () => undefined;
  loadDocument.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
  void prepareDocument(new URLSearchParams('id=8'));
  expect(preparedDocument('8', false)).toBeUndefined();
  const reading = takePrepared('8', false);
  arrive(ready('8'));
  await expect(reading).resolves.toEqual(ready('8'));
  expect(takePrepared('8', false)).toBeUndefined();
});

it('keeps a failed reading too, so the page shows that failure instead of asking a second time', async () => {
  loadDocument.mockResolvedValueOnce({ status: 'failed', message: '页面加载失败' });
  await prepareDocument(new URLSearchParams('id=9'));
  expect(preparedDocument('9', false)).toEqual({ status: 'failed', message: '页面加载失败' });
  expect(loadDocument).toHaveBeenCalledTimes(1);
  void takePrepared('9', false);
});

it("takes a document the server read as the page's own, and reads nothing without an id", async () => {
  documentsAhead.keep({ id: '10', preview: false }, ready('10'));
  await prepareDocument(new URLSearchParams('id=10'));
  await prepareDocument(new URLSearchParams(''));
  expect(loadDocument).not.toHaveBeenCalled();
  expect(preparedDocument('10', false)).toEqual(ready('10'));
  void takePrepared('10', false);
});
