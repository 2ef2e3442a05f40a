import { photoPath, photoWidths } from '@frio/shared/catalogue/photo';
import styles from './ProductPhoto.module.css';

/** A list's first rows that may be on the first screen: their photos load at once, the rest as they come near. */
export const EAGER_PHOTOS = 4;

interface Props {
  productKey: string;
  /** The photo's stamp (`productos/<id>/foto`). */
  stamp: number;
  /** The product's name: the photo's text alternative. */
  nombre: string;
  /** The product page's photo, or a card's thumbnail (a listing, /buscar, the quote list, related products). */
  size?: 'pagina' | 'tarjeta';
  /** Below the first screen: fetched only as it comes near. */
  lazy?: boolean;
}

/**
 * A product's photo: WebP where the browser takes it, else JPEG; a square, sized before it loads (the
 * served sizes are squares), so a card or page never moves when it arrives.
 */
export function ProductPhoto({ productKey, stamp, nombre, size = 'pagina', lazy = false }: Props) {
  const width = photoWidths[size];
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
      />
    </picture>
  );
}
