/** Small local pages the API links to (customer service, official account), so no link leaves the demo. */
import type { App } from '../context.ts';

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(title)}</title><style>body{font:15px/1.6 -apple-system,"PingFang SC",sans-serif;margin:0;background:#f7f8fa;color:#323233}`
    + `header{background:#fff;padding:14px 16px;font-weight:600;border-bottom:1px solid #eee}main{padding:16px}.card{background:#fff;border-radius:8px;padding:12px;margin-bottom:12px}`
    + `.demo{color:#ee0a24;font-size:12px}</style></head><body><header>${escapeHtml(title)}</header><main>${body}</main></body></html>`;
}

export function registerStaticPages(app: App): void {
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
