/**
 * Small local pages the API links to (customer service, official account) and the agreement pages
 * mall-spec §2 says the host has, so no link leaves the demo. Their demo texts live in the demo data
 * (fixtures/demo/documents), never in the app's build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../context.ts';

/** mall-spec §2: "Static pages /agreement/serve-new.html and /agreement/privacy-new.html exist." */
const DOCUMENTS: Readonly<Record<string, string>> = {
  'serve-new.html': 'text/html; charset=UTF-8',
  'privacy-new.html': 'text/html; charset=UTF-8',
  'agreement.css': 'text/css; charset=UTF-8',
};

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(title)}</title><style>body{font:15px/1.6 -apple-system,"PingFang SC",sans-serif;margin:0;background:#f7f8fa;color:#323233}`
    + `header{background:#fff;padding:14px 16px;font-weight:600;border-bottom:1px solid #eee}main{padding:16px}.card{background:#fff;border-radius:8px;padding:12px;margin-bottom:12px}`
    + `.demo{color:#ee0a24;font-size:12px}</style></head><body><header>${escapeHtml(title)}</header><main>${body}</main></body></html>`;
}

export function registerStaticPages(app: App, demoDir: string): void {
  app.get('/agreement/:file', (c) => {
    const file = c.req.param('file');
    const type = Object.hasOwn(DOCUMENTS, file) ? DOCUMENTS[file] : undefined;
    if (!type) return c.text('Not Found', 404);
    return c.body(readFileSync(join(demoDir, 'documents', file)), 200, { 'content-type': type });
  });
  app.get('/static/pages/service.html', (c) => {
    const title = c.req.query('title');
    const product = title
      ? `<div class="card">咨询商品：${escapeHtml(title)}${c.req.query('price') ? `<br>¥${escapeHtml(c.req.query('price') ?? '')}` : ''}</div>`
      : '';
    return c.html(page('在线客服', `${product}<div class="card">您好，欢迎咨询！客服工作时间 9:00–21:00。</div><p class="demo">演示环境：这是客服系统的本地占位页面。</p>`));
  });
  app.get('/static/pages/official-account.html', (c) =>
    c.html(page('关注公众号', '<div class="card">长按识别二维码，关注官方公众号，获取订单和活动通知。</div><img src="/static/img/q/official-account.svg" width="200" height="200" alt="公众号二维码"><p class="demo">演示环境：这是公众号的本地占位页面。</p>')),
  );
}
