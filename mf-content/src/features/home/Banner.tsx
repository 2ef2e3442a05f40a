import { lazy, Suspense } from 'react';
import { below, breakpoints } from '@frio/shared/tokens';
import { useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { bannerImages, bannerSizes, type BannerSet } from './banner-images.ts';
import { BannerImg } from './BannerImg.tsx';
import styles from './Banner.module.css';

// Swiper arrives in its own chunk, after the first image is already on screen (the LCP element).
const BannerSlider = lazy(() => import('./BannerSlider.tsx'));

/**
 * Home slideshow. The image set follows the window width live (narrow set below 650 px); the frame's
 * aspect ratio is the set's own, so nothing shifts while images or the slider load.
 */
export function Banner() {
  const set: BannerSet = useMediaQuery(below(breakpoints.narrow)) ? 'narrow' : 'wide';
  const images = bannerImages[set];
  const { width, height } = bannerSizes[set];
  return (
    <section
      className={styles.banner}
      aria-label="Presentación"
      data-set={set}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <Suspense fallback={images[0] && <BannerImg image={images[0]} first />}>
        <BannerSlider key={set} images={images} />
      </Suspense>
    </section>
  );
}
