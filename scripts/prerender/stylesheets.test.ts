import { describe, expect, it } from 'vitest';
import { usedRules } from './stylesheets.ts';

const markup = '<main class="page"><button class="add">Agregar</button><p class="note">Nota</p></main>';

describe('a document inlines the rules its markup uses', () => {
  it('keeps the rules that match, with their states and media queries, and drops the rest', async () => {
    const [listing] = await usedRules(markup, [
      {
        href: 'https://catalogo.example/assets/listing.css',
        css: '.page{margin:0 auto}.add:hover{color:red}@media (max-width:600px){.note{display:none}}.admin-table{width:100%}@media print{.dialog{display:none}}',
      },
    ]);
    expect(listing!.href).toBe('https://catalogo.example/assets/listing.css');
    expect(listing!.css).toContain('.page{margin:0 auto}');
    expect(listing!.css).toContain('.add:hover{color:red}');
    expect(listing!.css).toMatch(/@media \(max-width: ?600px\)\{\.note\{display:none\}\}/);
    expect(listing!.css).not.toContain('admin-table');
    expect(listing!.css).not.toContain('dialog');
  });

  it('drops a stylesheet the page does not use at all, and keeps the others in order', async () => {
    const kept = await usedRules(markup, [
      { href: 'https://catalogo.example/assets/admin.css', css: '.admin-table{width:100%}' },
      { href: 'https://catalogo.example/assets/tokens.css', css: ':root{--space-1:4px}' },
      { href: 'https://catalogo.example/assets/listing.css', css: '.note{color:gray}' },
    ]);
    expect(kept.map((sheet) => sheet.href)).toEqual([
      'https://catalogo.example/assets/tokens.css',
      'https://catalogo.example/assets/listing.css',
    ]);
    expect(kept[0]!.css).toContain('--space-1:4px');
  });

  it('keeps a stylesheet that cannot close its own tag intact', async () => {
    const [sheet] = await usedRules(markup, [
      { href: 'https://catalogo.example/assets/x.css', css: '.note:after{content:"</style><b>"}' },
    ]);
    expect(sheet!.css).toContain('.note:after');
    expect(sheet!.css).not.toContain('</style>');
  });
});
