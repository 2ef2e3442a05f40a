/**
 * A product's HTML document (issue #23), written as a string from a template, not rendered in a browser:
 * 20,000 products must be generated in well under two minutes (docs/product-pages.md says why). The
 * template is the prerendered 404 document (navbar, footer, the shell's inline styles, the app's start):
 * its page-specific head tags go, the product's title, description, canonical, Open Graph, Twitter and
 * JSON-LD come in, and `<main>` holds the product's markup and its data block, from which the catalogue's
 * page starts when the app takes over (it renders anew: `data-prerendered` is removed).
 */
import { contact } from '@frio/shared/contact';
import { formatDay, formatPrice } from '@frio/shared/format';
import { rubroLabel } from '@frio/shared/rubros';
import { breadcrumbList, jsonLdText, productData } from '@frio/shared/structured-data';
import { categoryLabel, codeLabel, stockLabel, subcategoryLabel, IN_STOCK } from '@frio/shared/catalogue/labels';
import { productPath } from '@frio/shared/catalogue/product-path';
import { previewFamilyFor, previewImageAlt, previewImageFile, previewImageSize } from '@frio/shared/link-previews';
import {
  PRODUCT_DATA_ID,
  descriptionAdds,
  productDataText,
  productPageDescription,
  productPageTitle,
  productTrail,
  type ProductPageData,
} from '@frio/shared/catalogue/product-page';
import { parseHtml, requireElement, verbatim } from '@frio/tooling/html-document';

const HEAD_MARK = '<!--frio:product-head-->';
const MAIN_MARK = '<!--frio:product-main-->';

/** The template cut where a product's head tags and its `<main>` content go. */
export interface ProductTemplate {
  parts: [string, string, string];
}

/** Head tags that belong to the template's own page (the 404's), replaced by the product's. */
const pageHeadTags = [
  'title',
  'meta[name=description]',
  'meta[name=robots]',
  'link[rel=canonical]',
  'script[type="application/ld+json"]',
];

/** Cuts the prerendered 404 document into the three pieces around a product's head tags and page. */
export function productTemplate(notFoundDocument: string): ProductTemplate {
  const document = parseHtml(notFoundDocument);
  const head = requireElement(document, 'head', '404.html');
  for (const selector of pageHeadTags) for (const tag of head.querySelectorAll(selector)) tag.remove();
  for (const tag of head.querySelectorAll('meta')) {
    const name = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
    if (name.startsWith('og:') || name.startsWith('twitter:')) tag.remove();
  }
  head.appendChild(verbatim(HEAD_MARK));
  const root = requireElement(document, '#root', '404.html');
  root.removeAttribute('data-prerendered');
  requireElement(root, 'main', '404.html').set_content(verbatim(MAIN_MARK));
  const [before, rest] = String(document).split(HEAD_MARK) as [string, string];
  const [middle, after] = rest.split(MAIN_MARK) as [string, string];
  return { parts: [before, middle, after] };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/** The product's `<head>` tags: title, description, canonical, Open Graph, Twitter, JSON-LD. */
function productHead(origin: string, data: ProductPageData): string {
  const { product, rubro } = data;
  const path = productPath(product.key, product.nombre);
  const url = new URL(path, origin).href;
  const title = html(productPageTitle(product, contact.businessName));
  const description = html(productPageDescription(product, rubroLabel(rubro)));
  // The rubro's link-preview image (its text inside the square WhatsApp crops to).
  const family = previewFamilyFor(`/productos/insumos/${rubro}`);
  const image = new URL(previewImageFile(family), origin).href;
  const alt = html(previewImageAlt(family));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="product">`,
    `<meta property="og:locale" content="es_AR">`,
    `<meta property="og:site_name" content="${html(contact.businessName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${previewImageSize.width}">`,
    `<meta property="og:image:height" content="${previewImageSize.height}">`,
    `<meta property="og:image:alt" content="${alt}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${image}">`,
    `<meta name="twitter:image:alt" content="${alt}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<script type="application/ld+json">${jsonLdText(productData(origin, product, path, rubroLabel(rubro)))}</script>`,
    `<script type="application/ld+json">${jsonLdText(breadcrumbList(origin, productTrail(product, rubro)))}</script>`,
    `<style>${styles}</style>`,
  ].join('');
}

/** The document's own styles for the markup below (the app's page replaces it, styled by the remote). */
const styles = [
  '.pp{max-width:var(--content-max,72rem);margin:0 auto;padding:1.5rem 1rem 3rem;color:var(--color-text,#1a1a1a)}',
  '.pp-crumbs ol{display:flex;flex-wrap:wrap;gap:.25rem;margin:0 0 .75rem;padding:0;list-style:none;font-size:.9375rem}',
  ".pp-crumbs li+li::before{content:'›';margin-right:.25rem}",
  '.pp-crumbs a{color:var(--color-brand-strong,#0b3a6e);font-weight:600}',
  '.pp-card{display:grid;gap:.75rem;max-width:44rem;padding:1.5rem;border:1px solid var(--color-border,#ddd);border-radius:var(--radius-md,8px)}',
  '.pp-card h1{margin:0;color:var(--color-brand-strong,#0b3a6e);font-size:var(--font-size-xl,1.5rem);overflow-wrap:anywhere}',
  '.pp-card p{margin:0}',
  '.pp-facts{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;font-size:.9375rem}',
  '.pp-facts div{display:flex;gap:.25rem}',
  ".pp-facts dt::after{content:':'}",
  '.pp-facts dd{margin:0}',
  '.pp-price{font-size:var(--font-size-xl,1.5rem);font-weight:700}',
  '.pp-related{max-width:44rem;margin-top:2rem}',
  '.pp-related ul{margin:0;padding:0;list-style:none}',
  '.pp-related li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;padding:.5rem 0;border-bottom:1px solid var(--color-border,#ddd)}',
  '.pp-related a{color:var(--color-brand-strong,#0b3a6e);font-weight:600;overflow-wrap:anywhere}',
].join('');

const fact = (term: string, value: string) => `<div><dt>${term}</dt><dd>${html(value)}</dd></div>`;

/** The product's page as HTML (what crawlers and a visitor without JavaScript read), and its data block. */
function productMain(data: ProductPageData): string {
  const { product, rubro, related, updatedAt } = data;
  const trail = productTrail(product, rubro);
  const crumbs = trail
    .slice(0, -1)
    .map((step) => `<li><a href="${html(step.path)}">${html(step.name)}</a></li>`)
    .join('');
  const category = categoryLabel(product.idRubro);
  const subcategory = subcategoryLabel(product.idSubrubro);
  const stock = stockLabel(product.stock);
  const date = formatDay(updatedAt);
  const facts = [
    fact('Código', codeLabel(product.codigo)),
    fact('Artículo', product.id || product.key),
    category ? fact('Categoría', category) : '',
    subcategory ? fact('Subcategoría', subcategory) : '',
    fact('Stock', stock),
  ].join('');
  const relatedList = related
    .map(
      (item) =>
        `<li><a href="${html(productPath(item.key, item.nombre))}">${html(item.nombre)}</a><span>${html(formatPrice(item.lista1) ?? 'Consultar precio')}</span></li>`,
    )
    .join('');
  return [
    '<div class="pp">',
    `<nav aria-label="Ruta de navegación" class="pp-crumbs"><ol>${crumbs}<li><span aria-current="page">${html(product.nombre)}</span></li></ol></nav>`,
    '<article class="pp-card" aria-labelledby="producto-titulo">',
    `<h1 id="producto-titulo">${html(product.nombre)}</h1>`,
    descriptionAdds(product) ? `<p>${html(product.descripcion?.trim() ?? '')}</p>` : '',
    `<dl class="pp-facts" data-in-stock="${stock === IN_STOCK}">${facts}</dl>`,
    `<p class="pp-price">${html(formatPrice(product.lista1) ?? 'Consultar precio')}</p>`,
    date ? `<p>Precios actualizados el ${date}</p>` : '',
    '</article>',
    relatedList
      ? `<section class="pp-related" aria-labelledby="relacionados"><h2 id="relacionados">Productos relacionados</h2><ul>${relatedList}</ul></section>`
      : '',
    '</div>',
    `<script type="application/json" id="${PRODUCT_DATA_ID}">${productDataText(data)}</script>`,
  ].join('');
}

/** A product's whole document. */
export function productDocument(template: ProductTemplate, origin: string, data: ProductPageData): string {
  const [before, middle, after] = template.parts;
  return before + productHead(origin, data) + middle + productMain(data) + after;
}

/** The document at the bare `/producto/<artículo>`: it leads to the product's address at once (no script needed). */
export function bareAddressDocument(origin: string, data: ProductPageData): string {
  const path = productPath(data.product.key, data.product.nombre);
  const url = html(new URL(path, origin).href);
  const name = html(data.product.nombre);
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>${name}</title><link rel="canonical" href="${url}"><meta http-equiv="refresh" content="0; url=${html(path)}"></head><body><p><a href="${html(path)}">${name}</a></p></body></html>\n`;
}
