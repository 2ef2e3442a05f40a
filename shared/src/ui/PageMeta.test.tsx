import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeadProvider, PageMeta, type PageMetaProps } from './PageMeta.tsx';
import { isIndexable } from '../routes/index.ts';
import { familyPreview } from '../site/link-previews.ts';

/** The tags as React's server render writes them at `path`, in the shell (shell/src/app/routes.tsx). */
function tagsAt(path: string, props: Partial<PageMetaProps> = {}): string {
  return renderToStaticMarkup(
    <PageHeadProvider value={{ path, indexable: isIndexable(path), preview: familyPreview(path) }}>
      <PageMeta title="Título" description="Descripción" {...props} />
    </PageHeadProvider>,
  );
}

describe('a page’s head tags', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-site-origin');
  });

  it('name its address on the configured origin, and noindex where its route is not indexed', () => {
    document.documentElement.dataset.siteOrigin = 'https://frio.example';
    const faq = tagsAt('/faq');
    expect(faq).toContain('<link rel="canonical" href="https://frio.example/faq"/>');
    expect(faq).toContain('<meta property="og:url" content="https://frio.example/faq"/>');
    expect(faq).not.toContain('noindex');
    expect(tagsAt('/login')).toContain('<meta name="robots" content="noindex"/>');
  });

  it('name its family’s link-preview image, absolute, with its size and alternative text', () => {
    document.documentElement.dataset.siteOrigin = 'https://frio.example';
    const tags = tagsAt('/productos/insumos/gas');
    expect(tags).toContain('<meta property="og:image" content="https://frio.example/og/insumos-gas.png"/>');
    expect(tags).toContain('<meta name="twitter:image" content="https://frio.example/og/insumos-gas.png"/>');
    expect(tags).toContain('<meta property="og:image:width" content="1200"/>');
    expect(tags).toContain('<meta property="og:image:height" content="630"/>');
    expect(tags).toContain('<meta property="og:image:alt" content="Frío Entre Ríos: Gas refrigerante"/>');
    expect(tagsAt('/nosotros')).toContain('/og/inicio.png');
  });

  it('name the page’s own address and image when it gives them (a product asked for by its short address)', () => {
    document.documentElement.dataset.siteOrigin = 'https://frio.example';
    const tags = tagsAt('/producto/10672', {
      path: '/producto/10672-cano',
      preview: { image: '/og/producto/10672/1.png', alt: 'CAÑO DE COBRE' },
    });
    expect(tags).toContain('<link rel="canonical" href="https://frio.example/producto/10672-cano"/>');
    expect(tags).toContain('<meta property="og:image" content="https://frio.example/og/producto/10672/1.png"/>');
    expect(tags).toContain('<meta property="og:image:alt" content="CAÑO DE COBRE"/>');
    expect(tags).not.toContain('noindex');
  });

  it('on an error or not-found screen: noindex, and no address or image of its own', () => {
    const tags = tagsAt('/producto/99999', { error: true });
    expect(tags).toContain('<meta name="robots" content="noindex"/>');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<title>Título</title>');
  });
});
