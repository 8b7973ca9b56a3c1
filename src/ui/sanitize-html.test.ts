// @vitest-environment jsdom
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainMarkup } from './plain-markup';
import { sanitizeRichText } from './sanitize-html';

/**
 * The string as DOMPurify alone gives it, with the app's hooks and config: markup with a comment is
 * never plain, and DOMPurify drops comments.
 */
function purified(html: string): string {
  return sanitizeRichText(`${html}<!---->`);
}

/** The DOM a string gives when inserted, written with attributes sorted: equal DOMs, equal text. */
function insertedAs(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    if (!(node instanceof Element)) return '';
    const attributes = Array.from(node.attributes, (a) => `${a.name}=${JSON.stringify(a.value)}`).sort().join(' ');
    return `<${node.localName} ${attributes}>${Array.from(node.childNodes, write).join('')}</${node.localName}>`;
  };
  return Array.from(holder.childNodes, write).join('');
}

/** How a server-drawn page parses the same string inside its container: nothing may leak out of it. */
function parsedInPage(html: string): { inside: string; after: string | undefined } {
  const page = new DOMParser().parseFromString(`<div id="rich">${html}</div><i id="next"></i>`, 'text/html');
  const rich = page.getElementById('rich');
  return { inside: rich ? insertedAs(rich.innerHTML) : '', after: rich?.nextElementSibling?.id };
}

function expectSameAsDomPurify(html: string): void {
  const plain = plainMarkup(html);
  if (plain === null) return;
  expect(insertedAs(plain), html).toBe(insertedAs(purified(html)));
  expect(parsedInPage(plain), html).toEqual({ inside: insertedAs(plain), after: 'next' });
}

function richTextIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && value.includes('<')) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => richTextIn(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => richTextIn(item, found));
  return found;
}

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFilesUnder(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

describe('plain markup skips DOMPurify only where DOMPurify would change nothing that matters', () => {
  it('takes the plain copy operators write', () => {
    const copy = [
      '<p>全场包邮，<b>折上折</b>，正品保障<span class="hl">买一送一</span>。<i>七天无理由</i>，<a href="#b2">下单立减</a>。</p>',
      '<h3>活动规则</h3><ul><li>每人限领一张；</li><li>售完即止。</li></ul>',
      '<p style="color:#ee0a24;text-align:center">红字<br>第二行<br/></p><hr>',
      '<div><p>一</p><blockquote><p>引用</p></blockquote></div>',
      '<a href="https://help.example/faq?a=1&amp;b=2">帮助中心</a>',
      '纯文字 &lt;script&gt; 与 &amp; 符号',
    ];
    for (const html of copy) {
      expect(plainMarkup(html), html).not.toBeNull();
      expectSameAsDomPurify(html);
    }
    expect(plainMarkup('<a href="#b2">下单立减</a>')).toBe('<a href="#b2" rel="noopener noreferrer" target="_blank">下单立减</a>');
  });

  it.each([
    '<img src="https://img.example/a.jpg">',
    '<p onclick="alert(1)">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="java&#115;cript:alert(1)">x</a>',
    '<a href=" https://a.example">x</a>',
    '<a href="https://a.example" target="_self">x</a>',
    '<a href="#a" href="javascript:alert(1)">x</a>',
    '<p style="background:url(https://t.example/p.gif)">x</p>',
    '<p style="background:u\\72l(x)">x</p>',
    '<p style="color:&#114;ed">x</p>',
    '<p class=hl>x</p>',
    "<p class='hl'>x</p>",
    '<p CLASS="hl">x</p>',
    '<p id="cookie">x</p>',
    '<!-- note --><p>x</p>',
    '<svg><p>x</p></svg>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<script>alert(1)</script>',
    '<p>x',
    '<b>粗</p>',
    '</div><p>逃出容器</p>',
    '<p><div>块在段落里</div></p>',
    '<b><p>块在粗体里</p></b>',
    '<ul>x<p>y</p></ul>',
    '<li>没有列表</li>',
    '<a href="#a"><a href="#b">x</a></a>',
    '<p/>',
    'a\u0000b',
  ])('leaves %s to DOMPurify', (html) => {
    expect(plainMarkup(html)).toBeNull();
  });

  it('agrees with DOMPurify on every rich text in the fixtures', () => {
    const samples = jsonFilesUnder('fixtures').flatMap((file) => richTextIn(JSON.parse(readFileSync(file, 'utf8'))));
    expect(samples.length).toBeGreaterThan(0);
    samples.forEach(expectSameAsDomPurify);
  });

  it('agrees with DOMPurify on any mix of plain and hostile pieces', () => {
    const pieces = [
      '<p>', '</p>', '<b>', '</b>', '<i class="x y">', '</i>', '<span style="color:red">', '<span style="background:url(x)">', '</span>',
      '<a href="#x">', '<a href="/mall/portal">', '<a href="javascript:x">', '</a>', '<ul>', '</ul>', '<li>', '</li>', '<div>', '</div>',
      '<h2>', '</h2>', '<br>', '<br/>', '<hr>', '<P>', '</P>', '<img src=x onerror=alert(1)>', '<!-- c -->', '<script>', '</script>',
      '文字', 'text', ' ', '\n', '&amp;', '&lt;b&gt;', '>', '"', "'", '=', '<', '</', 'onclick="1"',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        expectSameAsDomPurify(parts.join(''));
      }),
      { numRuns: 1500 },
    );
  });
});
