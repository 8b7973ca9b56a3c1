import { describe, expect, it } from 'vitest';
import { copiedRules } from './one-copy-styles.ts';

describe('one copy of each style', () => {
  it('names a rule emitted into two stylesheets, with both', () => {
    const copied = copiedRules([
      { fileName: 'assets/goods.css', css: '._img_a1{width:100%}._picture_b2{width:88px}' },
      { fileName: 'assets/category.css', css: '._img_a1{width:100%}._tops_c3{display:flex}' },
    ]);
    expect([...copied]).toEqual([['._img_a1{width:100%}', ['assets/category.css', 'assets/goods.css']]]);
  });

  it('tells rules apart by what they declare and by the at-rules around them', () => {
    const copied = copiedRules([
      { fileName: 'a.css', css: ':root{--rv-button-height:44px}@keyframes rv-rotate{to{transform:rotate(360deg)}}' },
      { fileName: 'b.css', css: ':root{--rv-toast-width:88px}@keyframes rv-fade{to{opacity:0}}@media (min-width:540px){:root{--rv-button-height:44px}}' },
    ]);
    expect(copied.size).toBe(0);
  });

  it('sees a copy inside the same at-rule', () => {
    const keyframes = '@keyframes rv-rotate{0%{transform:rotate(0)}to{transform:rotate(360deg)}}';
    const copied = copiedRules([
      { fileName: 'toast.css', css: keyframes },
      { fileName: 'confirm.css', css: keyframes },
    ]);
    expect([...copied.keys()]).toEqual(['@keyframes rv-rotate { 0%{transform:rotate(0)} }', '@keyframes rv-rotate { to{transform:rotate(360deg)} }']);
  });
});
