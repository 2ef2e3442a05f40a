import type { BannerImage } from './banner-images.ts';
import styles from './Banner.module.css';

/** A slide's image; the first one is eager and high priority: the page's largest paint. */
export function BannerImg({ image, first }: { image: BannerImage; first: boolean }) {
  return (
    <img
      className={styles.image}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      fetchPriority={first ? 'high' : 'auto'}
      loading={first ? 'eager' : 'lazy'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
