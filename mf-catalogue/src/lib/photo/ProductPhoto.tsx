import { useState } from 'react';
import { photoPath, photoWidths } from '@frio/shared/catalogue/photo';
import type { Product } from '@frio/shared/types';
import styles from './ProductPhoto.module.css';

/** A list's first rows that may be on the first screen: their photos load at once, the rest as they come near. */
export const EAGER_PHOTOS = 4;

interface Props {
  /** Its key, its name (the photo's text alternative) and its photo's stamp (`productos/<id>/foto`), if any. */
  product: Pick<Product, 'key' | 'nombre' | 'foto'>;
  /** The product page's photo, or a card's thumbnail (a listing, /buscar, the quote list, related products). */
  size?: 'pagina' | 'tarjeta';
  /** Below the first screen: fetched only as it comes near. */
  lazy?: boolean;
}

/**
 * A product's photo: WebP where the browser takes it, else JPEG; a square, sized before it loads (the
 * served sizes are squares), so a card or page never moves when it arrives. Nothing for a product
 * without one: it looks as it always did. Nor for one the browser could not fetch (no signal: photos are
 * not in the offline save), rather than a broken image's box; the server's may have failed before the
 * app started, so its state is read as the app takes it over.
 */
export function ProductPhoto({
  product: { key: productKey, nombre, foto: stamp },
  size = 'pagina',
  lazy = false,
}: Props) {
  const [failed, setFailed] = useState<number>();
  if (!stamp || failed === stamp) return null;
  const width = photoWidths[size];
  const fail = () => setFailed(stamp);
  return (
    <picture className={styles[size]}>
      <source type="image/webp" srcSet={photoPath(productKey, stamp, width, 'webp')} />
      <img
        src={photoPath(productKey, stamp, width, 'jpg')}
        width={width}
        height={width}
        alt={nombre}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        ref={(image) => {
          if (image?.complete && image.naturalWidth === 0) fail();
        }}
        onError={fail}
      />
    </picture>
  );
}
