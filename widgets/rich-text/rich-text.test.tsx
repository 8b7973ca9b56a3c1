// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNodes } from '../test-utils';
import example from './example.json';
import { sanitizeRichText } from '../../src/ui/sanitize-html';
import richText from './widget';

afterEach(cleanup);

const XSS_VECTORS = [
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="  JaVaScRiPt:alert(1)">点我</a>',
  '<a href="java&#x09;script:alert(1)">点我</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>',
  '<a href="vbscript:msgbox(1)">点我</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="d">',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<style>body{display:none}</style><p>文字</p>',
  '<script>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example/"><input name="pwd"><button formaction="javascript:alert(1)">登录</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<div onclick="alert(1)" onmouseover="alert(1)">悬停</div>',
  '<details open ontoggle=alert(1)>x</details>',
  '<base href="javascript:alert(1)//">',
  '<img src="https://img.example/a.jpg" srcset="javascript:alert(1) 1x">',
  '<div style="background-image:url(javascript:alert(1))">背景</div>',
  '<div style="width:expression(alert(1))">宽度</div>',
  '<div style="background:u\\72l(javascript:alert(1))">背景</div>',
  '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<a href=" &#14;  javascript:alert(1)">点我</a>',
];

function assertInert(root: ParentNode): void {
  expect(root.querySelectorAll('script, iframe, frame, object, embed, style, form, input, button, svg, math, base, link, meta')).toHaveLength(0);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.name).not.toBe('srcset');
      if (attribute.name === 'style') expect(attribute.value).not.toMatch(/url\(|expression|javascript|\\/i);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name)) {
        // eslint-disable-next-line no-control-regex -- browsers skip control characters in a URL's scheme
        expect(attribute.value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
      }
    }
  }
}

describe('rich-text', () => {
  it('accepts its example and rejects typical mistakes', () => {
    expect(richText.validate(example.props)).toBe(true);
    expect(richText.validate({})).toBe(false);
    expect(richText.validate({ html: '' })).toBe(false);
    expect(richText.validate({ html: ['<p>a</p>'] })).toBe(false);
  });

  it('shows the operator copy, with lazy images that fit and links hardened', async () => {
    const { container } = await renderNodes([richText], [example]);
    expect(screen.getByText('活动规则').tagName).toBe('H3');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['优惠券每人限领一张，不可叠加使用；', '活动商品数量有限，售完即止。']);
    const img = screen.getByAltText('参与流程');
    expect(img.getAttribute('loading')).toBe('lazy');
    const link = screen.getByText('帮助中心');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    assertInert(container);
  });

  it.each(XSS_VECTORS)('nothing executable survives %s', async (html) => {
    const clean = sanitizeRichText(html);
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    assertInert(holder);
    const { container } = await renderNodes([richText], [{ id: 'x', type: 'rich-text', props: { html } }]);
    assertInert(container);
  });

  it('keeps harmless text of a hostile fragment and drops the rest', () => {
    expect(sanitizeRichText('<style>body{display:none}</style><p>文字</p>')).toBe('<p>文字</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">点我</a>')).toBe('<a>点我</a>');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" alt="d">')).toBe('<img alt="d" loading="lazy" decoding="async">');
    expect(sanitizeRichText('<p style="color:#ee0a24;text-align:center">红字</p>')).toBe('<p style="color:#ee0a24;text-align:center">红字</p>');
    expect(sanitizeRichText('<p style="background:url(https://t.example/p.gif)">追踪</p>')).toBe('<p>追踪</p>');
  });

  it('keeps http(s) and relative links', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeRichText('<a href="https://a.example/x">1</a><a href="/mall/portal">2</a><a href="help.html#faq">3</a>');
    expect(Array.from(holder.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual(['https://a.example/x', '/mall/portal', 'help.html#faq']);
  });

  it('a tap on a same-site link goes through the action router', async () => {
    const { visited } = await renderNodes([richText], [example]);
    fireEvent.click(screen.getByText('爆款爽肤水'));
    expect(visited).toEqual(['/mall/goods-detail?id=1001']);
  });

  it('markup that sanitises to nothing renders nothing', async () => {
    const { container } = await renderNodes([richText], [{ id: 'e', type: 'rich-text', props: { html: '<script>alert(1)</script>' } }]);
    expect(container.querySelector('[data-node-id="e"]')?.textContent).toBe('');
    expect(container.querySelector('[data-node-id="e"]')?.children).toHaveLength(0);
  });
});
