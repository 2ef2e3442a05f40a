import { photoPath, photoWidths } from '@frio/shared/catalogue/photo';
import styles from './ProductPhoto.module.css';

interface Props {
  productKey: string;
  /** The photo's stamp (`productos/<id>/foto`). */
  stamp: number;
  /** The product's name: the photo's text alternative. */
  nombre: string;
}

/** A product's photo on its page: WebP where the browser takes it, else JPEG; a square, sized before it loads. */
export function ProductPhoto({ productKey, stamp, nombre }: Props) {
  const width = photoWidths.pagina;
  return (
    <picture className={styles.photo}>
      <source type="image/webp" srcSet={photoPath(productKey, stamp, width, 'webp')} />
      <img src={photoPath(productKey, stamp, width, 'jpg')} width={width} height={width} alt={nombre} />
    </picture>
  );
}
