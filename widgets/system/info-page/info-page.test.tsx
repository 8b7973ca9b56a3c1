// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderNodes, startLoggedInEachTest } from '../../test-utils';
import example from './example.json';
import infoPage from './widget';

startLoggedInEachTest();

const topics = [
  ['privacy', '隐私政策', '一、我们收集的信息'],
  ['agreement', '用户服务协议', '四、售后'],
  ['help', '帮助中心', '如何申请售后？'],
  ['certificate', '证照信息', '营业执照'],
] as const;

describe('system:info-page', () => {
  it('accepts its example and each topic, and refuses an unknown or missing topic', () => {
    expect(infoPage.validate(example.props)).toBe(true);
    for (const [topic] of topics) expect(infoPage.validate({ topic })).toBe(true);
    expect(infoPage.validate({ topic: 'refund' })).toBe(false);
    expect(infoPage.validate({})).toBe(false);
    expect(infoPage.validate({ topic: 'help', title: '帮助' })).toBe(false);
  });

  it.each(topics)('%s shows its heading, sections and the demo note', async (topic, title, section) => {
    await renderNodes([infoPage], [{ ...example, props: { topic } }]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('region', { name: section })).toBeTruthy();
    expect(screen.getByText('演示文本：本页为公主购 H5 演示项目的示例内容，并非真实文件。')).toBeTruthy();
  });

  it('tells the help reader that after-sales are applied for in the app', async () => {
    await renderNodes([infoPage], [{ ...example, props: { topic: 'help' } }]);
    expect(await screen.findByText(/请下载公主购APP进行售后申请/)).toBeTruthy();
  });

  it('marks the company and licence of certificate info as demo data', async () => {
    await renderNodes([infoPage], [{ ...example, props: { topic: 'certificate' } }]);
    expect(await screen.findByText('公司名称：示例电子商务有限公司（演示）')).toBeTruthy();
    expect(screen.getByText(/统一社会信用代码：.*演示/)).toBeTruthy();
  });
});
