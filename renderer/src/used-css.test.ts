import { describe, expect, it } from 'vitest';
import { markupClasses, usedRules, usedRulesOf } from './used-css.ts';

const css = [
  '._card_1t07q_6{padding:8px}',
  '._card_1t07q_6:hover ._name_1t07q_19{color:red}',
  '._admin_x1_2,._card_1t07q_6>p{margin:0}',
  '._admin_x1_2{display:grid}',
  ':root{--brand:#13417a}',
  'a[aria-current]{font-weight:700}',
  '._card_1t07q_6:not(._inQuote_1t07q_153){border:1px solid}',
  '@media (max-width:599px){._card_1t07q_6{padding:4px}._admin_x1_2{gap:0}}',
  '@media (min-width:64rem){._admin_x1_2{gap:8px}}',
  '@keyframes fade{0%{opacity:0}to{opacity:1}}',
].join('');

describe('markupClasses', () => {
  it('reads every class of the markup, svg included', () => {
    const html =
      '<div class="_card_1t07q_6  _x_1"><svg class="_icon_2"></svg><p class="">a</p><b data-class="no">b</b></div>';
    expect([...markupClasses(html)].sort()).toEqual(['_card_1t07q_6', '_icon_2', '_x_1']);
  });
});

describe('usedRules', () => {
  const used = new Set(['_card_1t07q_6', '_name_1t07q_19']);
  const reduced = usedRules(css, used);

  it('keeps what the markup can use: its classes, rules without classes, pseudo-classes, media and keyframes', () => {
    for (const kept of [
      '._card_1t07q_6{padding:8px}',
      '._card_1t07q_6:hover ._name_1t07q_19{color:red}',
      '._admin_x1_2,._card_1t07q_6>p{margin:0}',
      ':root{--brand:#13417a}',
      'a[aria-current]{font-weight:700}',
      '._card_1t07q_6:not(._inQuote_1t07q_153){border:1px solid}',
      '@media (max-width:599px){._card_1t07q_6{padding:4px}}',
      '@keyframes fade{0%{opacity:0}to{opacity:1}}',
    ])
      expect(reduced).toContain(kept);
  });

  it('leaves out rules for classes the markup lacks, and a media block left empty', () => {
    expect(reduced).not.toContain('display:grid');
    expect(reduced).not.toContain('gap:');
    expect(reduced).not.toContain('64rem');
  });

  it('prints a stylesheet whose classes are all used as the build wrote it', () => {
    const everything = new Set(['_card_1t07q_6', '_name_1t07q_19', '_admin_x1_2', '_inQuote_1t07q_153']);
    expect(usedRules(css, everything)).toBe(css);
  });

  it('gives an empty text when nothing is used', () => {
    expect(usedRules('._admin_x1_2{display:grid}', new Set())).toBe('');
  });
});

describe('usedRulesOf', () => {
  it('reduces a stylesheet once per set of its own classes in use', () => {
    const reduce = usedRulesOf();
    const sheet = { href: 'https://catalogo.example/assets/a.css', css };
    const first = reduce(sheet, new Set(['_card_1t07q_6', '_unrelated_9']));
    // Another page with the same classes of this stylesheet (other unrelated ones): the same text.
    expect(reduce(sheet, new Set(['_card_1t07q_6', '_other_3']))).toBe(first);
    expect(reduce(sheet, new Set(['_admin_x1_2']))).toContain('display:grid');
    expect(reduce(sheet, new Set(['_admin_x1_2']))).not.toContain('padding:8px}');
  });
});
