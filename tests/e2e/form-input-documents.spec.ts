// CONTRACT §3, last bullet: a back office stores page documents as form input ("columns": "4", "sticky": 1,
// "id": "101"). Such a document draws every block, published (the loose dialect writes page documents so)
// and as a live-preview draft.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loosenDocument } from '../../server/dialect/loose';
import { serveEditorHost } from './support/editor-host';
import { expect, test } from './support/fixtures';

const EVERY_WIDGET = 103;
const fixture = (id: number): Record<string, unknown> => JSON.parse(readFileSync(`fixtures/pages/${id}.json`, 'utf8')) as Record<string, unknown>;
const drawnBlocks = (page: Page) => page.locator('[data-page-id] > [data-node-id]');

test('a published page stored as form input draws every block it draws as typed', async ({ page, request }) => {
  await page.goto(`/active/component-active?id=${EVERY_WIDGET}`);
  const typed = await drawnBlocks(page).evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-node-id')));
  expect(typed.length).toBeGreaterThan(10);
  expect((await request.post('/__admin/dialect', { data: { dialect: 'loose' } })).ok()).toBe(true);
  try {
    await page.goto(`/active/component-active?id=${EVERY_WIDGET}`);
    await expect.poll(() => drawnBlocks(page).evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-node-id')))).toEqual(typed);
    await expect(page.getByText('页面数据有误')).toHaveCount(0);
  } finally {
    await request.post('/__admin/dialect', { data: { dialect: 'strict' } });
  }
});

test.describe('a live-preview draft stored as form input', () => {
  serveEditorHost(4598);

  test('is drawn whole, with no problem reported', async ({ page, baseURL }) => {
    await page.goto(`http://127.0.0.1:4598/?runtime=${encodeURIComponent(baseURL!)}`);
    const phone = page.frameLocator('#phone');
    await expect(phone.getByText('等待编辑器发送页面…')).toBeVisible();
    const rendered = () =>
      page.evaluate(() => (window as unknown as { editor: { received: Array<{ type: string; nodes?: number; problems?: unknown[] }> } }).editor.received.filter((message) => message.type === 'rendered'));
    const send = (document: unknown) =>
      page.evaluate((payload) => (window as unknown as { editor: { send: (message: object) => void } }).editor.send({ type: 'document', document: payload }), document);

    const typed = { ...fixture(EVERY_WIDGET), status: 'draft' };
    await send(typed);
    await expect.poll(async () => (await rendered()).length).toBe(1);
    const [asTyped] = await rendered();
    expect(asTyped?.problems).toEqual([]);
    // As a form stores it: numbers and flags as text, and the status as the form's switch.
    await send({ ...(loosenDocument(typed) as Record<string, unknown>), status: 1 });
    await expect.poll(async () => (await rendered()).length).toBe(2);
    expect((await rendered())[1]).toMatchObject({ nodes: asTyped?.nodes, problems: [] });
  });
});
