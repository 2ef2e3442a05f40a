import { useMemo, useState } from 'react';
import { Link } from '@frio/shared/router';
import { JsonLd, LoadingStatus, PageMeta, useHydrated } from '@frio/shared/ui';
import { siteOrigin } from '@frio/shared/site-origin';
import { breadcrumbList, productData } from '@frio/shared/structured-data';
import { contact } from '@frio/shared/contact';
import { productPath } from '@frio/shared/catalogue/product-path';
import { productPreviewAlt, productPreviewImage } from '@frio/shared/product-preview';
import { photoPath, photoWidths } from '@frio/shared/catalogue/photo';
import {
  PRODUCT_DATA,
  descriptionAdds,
  productPageDescription,
  productPageTitle,
  productTrail,
} from '@frio/shared/catalogue/product-page';
import { rubroLabel } from '@frio/shared/rubros';
import { ServerDataBlock } from '@frio/shared/server-data';
import { NotFoundView } from '../../../lib/not-found/NotFoundView.tsx';
import { pricesUpdatedText } from '../../../lib/prices/updated-date.ts';
import { priceLabel, stockLabel, IN_STOCK } from './display.ts';
import { ProductFacts } from './ProductFacts.tsx';
import { ProductActions } from './ProductActions.tsx';
import { ShareButton } from '../../../lib/share/ShareButton.tsx';
import { productSource, type ProductSource } from '../data/product-source.ts';
import { databaseReader, READ_TIMEOUT_MS } from '../data/database-reader.ts';
import { readPublic } from '../../../lib/data/read-public.ts';
import { readPriceType } from '../price/price-type.ts';
import { usePriceType, type PriceTypeReader } from '../price/usePriceType.ts';
import { useTechnicianPrices } from '../price/useTechnicianPrices.ts';
import { useProductPage } from '../data/useProductPage.ts';
import type { ProductReader } from '@frio/shared/catalogue/product-read';
import { TECHNICIAN_PRICES } from '../../../lib/prices/price.ts';
import { ProductPhoto } from '../../../lib/photo/ProductPhoto.tsx';
import { OwnerPhotoControls } from '../photo/OwnerPhotoControls.tsx';
import styles from './ProductPageView.module.css';

const PRODUCT_ERROR_TEXT = 'No pudimos cargar el producto. Revisá tu conexión e intentá de nuevo.';
/**
 * Offline, the saved catalogue answers for every product it holds: one it lacks may be newer than the
 * save or may not exist, which only the database can tell.
 */
const NOT_SAVED_TEXT =
  'Sin conexión: este artículo no está entre los guardados en este dispositivo (puede ser nuevo, o no existir). Probá de nuevo cuando tengas señal.';

const defaultReader: ProductReader = {
  record: (id) => readPublic(`productos/${id}`, READ_TIMEOUT_MS),
  stamp: () => databaseReader.stamp(READ_TIMEOUT_MS),
  relatedKeys: (key) => readPublic(`catalogo/relacionados/${key}`, READ_TIMEOUT_MS),
};

interface Props {
  /** The address's last segment (`10672-cano-de-cobre…` or the bare article number). */
  segment: string;
  /** IO, replaceable in tests. */
  reader?: ProductReader;
  source?: Pick<ProductSource, 'technicianPrices'>;
  priceTypeReader?: PriceTypeReader;
}

/** /producto/:segment — one listed product, and up to eight related products of its rubro and subcategory. */
export function ProductPageView({
  segment,
  reader = defaultReader,
  source = productSource,
  priceTypeReader = readPriceType,
}: Props) {
  const state = useProductPage(segment, reader);
  const data = state.status === 'ready' ? state.data : null;
  const viewerType = usePriceType(priceTypeReader);
  // The server's HTML (and so the render that takes it over) shows list 1, the same for everyone; the
  // viewer's own price follows from hydration on.
  const hydrated = useHydrated();
  const technicianPrices = useTechnicianPrices(data?.rubro ?? '', data && hydrated ? viewerType : 1, source);
  const lista2 = data && hydrated ? technicianPrices?.get(data.product.key) : undefined;
  // A technician whose price cannot be read sees list 1; anyone else list 1 at once.
  const priceType = technicianPrices === undefined ? undefined : lista2 !== undefined ? 2 : 1;
  const product = useMemo(() => (data ? { ...data.product, lista2 } : null), [data, lista2]);
  // The owner's save or removal, shown at once (the page's data is the document's until it is read again).
  const [changedPhoto, setChangedPhoto] = useState<{ stamp: number | null } | null>(null);

  if (state.status === 'ready' && !state.data) return <NotFoundView />;
  if (state.status === 'error') {
    return (
      <section className={styles.page}>
        <div className={styles.message} role="alert">
          <p>{navigator.onLine === false ? NOT_SAVED_TEXT : PRODUCT_ERROR_TEXT}</p>
          <button type="button" className={styles.button} onClick={state.retry}>
            Reintentar
          </button>
        </div>
      </section>
    );
  }
  if (!data || !product) {
    return (
      <section className={styles.page} aria-busy="true">
        <LoadingStatus label="Cargando producto…" className={styles.loading} />
      </section>
    );
  }

  const { rubro, related, updatedAt } = data;
  // Related products are of the same rubro: the viewer's price list gives theirs as it gives the product's.
  const relatedPrice = (item: (typeof related)[number]) => {
    if (technicianPrices === undefined) return '';
    const itemLista2 = technicianPrices?.get(item.key);
    return priceLabel({ ...item, lista2: itemLista2 }, itemLista2 === undefined ? 1 : 2);
  };
  const trail = productTrail(product, rubro);
  const origin = siteOrigin();
  const stock = stockLabel(product.stock);
  const updatedText = pricesUpdatedText(updatedAt);
  const titleId = 'producto-titulo';
  const photo = changedPhoto ? changedPhoto.stamp : (product.foto ?? null);
  const previewImage = productPreviewImage(product.key, updatedAt, photo);
  return (
    <article className={styles.page} aria-labelledby={titleId} data-documento={!hydrated || undefined}>
      <PageMeta
        title={productPageTitle(product, contact.businessName)}
        description={productPageDescription(product, rubroLabel(rubro))}
        path={productPath(product.key, product.nombre)}
        preview={{
          image: previewImage,
          alt: productPreviewAlt({ product: { ...product, foto: photo ?? undefined }, rubro, updatedAt }),
        }}
      />
      <nav aria-label="Ruta de navegación" className={styles.breadcrumb}>
        <ol>
          {trail.slice(0, -1).map((step) => (
            <li key={step.path}>
              <Link to={step.path}>{step.name}</Link>
            </li>
          ))}
          <li>
            <span aria-current="page">{product.nombre}</span>
          </li>
        </ol>
      </nav>
      <div className={styles.main}>
        <h1 id={titleId} className={styles.name}>
          {product.nombre}
        </h1>
        <ProductPhoto product={{ ...product, foto: photo ?? undefined }} />
        {descriptionAdds(product) ? <p className={styles.description}>{product.descripcion?.trim()}</p> : null}
        <ProductFacts product={{ ...product, id: product.id || product.key }} className={styles.facts}>
          <div className={styles.fact}>
            <dt>Stock</dt>
            <dd className={styles.stock} data-in-stock={stock === IN_STOCK || undefined}>
              {stock}
            </dd>
          </div>
        </ProductFacts>
        <div className={styles.priceBox}>
          {priceType === undefined ? (
            <LoadingStatus label="Cargando tu precio…" className={styles.loading} />
          ) : (
            <>
              <p className={styles.price} data-precio="">
                {priceLabel(product, priceType)}
              </p>
              {priceType === 2 ? <p className={styles.note}>{TECHNICIAN_PRICES}</p> : null}
            </>
          )}
          {updatedText ? <p className={styles.note}>{updatedText}</p> : null}
        </div>
        {priceType === undefined ? null : (
          <ProductActions
            product={product}
            priceType={priceType}
            rubro={rubro}
            updatedAt={updatedAt}
            titleId={titleId}
          />
        )}
        <ShareButton
          url={`${origin}${productPath(product.key, product.nombre)}`}
          title={product.nombre}
          describedBy={titleId}
        />
        <OwnerPhotoControls
          productKey={product.key}
          nombre={product.nombre}
          hasPhoto={photo !== null}
          onChange={(stamp) => setChangedPhoto({ stamp })}
        />
      </div>
      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="relacionados">
          <h2 id="relacionados" className={styles.relatedHeading}>
            Productos relacionados
          </h2>
          <ul className={styles.relatedList}>
            {related.map((item) => (
              <li key={item.key} className={styles.relatedItem}>
                <ProductPhoto product={item} size="tarjeta" lazy />
                <Link to={productPath(item.key, item.nombre)} className={styles.relatedLink}>
                  {item.nombre}
                </Link>
                <span className={styles.relatedPrice} data-precio="">
                  {relatedPrice(item)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <JsonLd
        data={productData(
          origin,
          data.product,
          productPath(product.key, product.nombre),
          rubroLabel(rubro),
          // Google's product results want the photo itself (a JPEG, 1200 px); without one, the preview card.
          photo ? photoPath(product.key, photo, photoWidths.vista, 'jpg') : previewImage,
        )}
      />
      <JsonLd data={breadcrumbList(origin, trail)} />
      {/* The page's data, for the render that takes this HTML over in the browser (useProductPage). */}
      <ServerDataBlock name={PRODUCT_DATA} value={data} />
    </article>
  );
}
