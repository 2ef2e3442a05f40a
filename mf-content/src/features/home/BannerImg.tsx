import type { BannerImage } from './banner-images.ts';
import styles from './Banner.module.css';

interface Props {
  image: BannerImage;
  first: boolean;
  /** Called once the image has loaded or failed. */
  onSettled?: () => void;
}

/** A slide's image; the first one is eager and high priority: the page's largest paint. */
export function BannerImg({ image, first, onSettled }: Props) {
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
      onLoad={onSettled}
      onError={onSettled}
      // A prerendered image may have loaded before React took the page over: its load event is gone.
      ref={(img) => {
        if (img?.complete && onSettled) onSettled();
      }}
    />
  );
}
