import { useEffect, useState } from 'react';
import { below, breakpoints } from '@frio/shared/tokens';
import { useMediaQuery } from '@frio/shared/hooks/useMediaQuery';
import { bannerImages, type BannerSet } from './banner-images.ts';
import { BannerImg } from './BannerImg.tsx';
import type * as BannerSliderModule from './BannerSlider.tsx';
import styles from './Banner.module.css';

type Slider = typeof BannerSliderModule.default;

/** How long after the first image has loaded the slideshow code is fetched. */
const SLIDER_DELAY_MS = 1000;

/**
 * Runs `task` a while after the first image loaded, when the browser is idle. The first image is the
 * page's largest paint: Chrome only counts it if it is still on screen when its frame is presented, and
 * the slideshow (which autoplays after 7.5 s anyway) costs nothing in front of it.
 */
function afterFirstImage(task: () => void): { cancel: () => void } {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 1000 });
    else task();
  }, SLIDER_DELAY_MS);
  return {
    cancel: () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    },
  };
}

/**
 * The first slide is plain markup in the page's own chunk, so nothing waits in front of the page's largest
 * paint; Swiper takes over after it, and if Swiper cannot load, the first image simply stays. One markup
 * for both sets (the browser picks the narrow artwork), and the frame's aspect ratio is set in CSS by the
 * same media query, so the prerendered page shows the right image at once and nothing shifts.
 */
function FirstSlide({ onSettled }: { onSettled: () => void }) {
  const [wide, narrow] = [bannerImages.wide[0], bannerImages.narrow[0]];
  if (!wide || !narrow) return null;
  return (
    <picture>
      {/* srcset separates candidates by spaces: the inline SVG's own spaces are escaped. */}
      <source
        media={below(breakpoints.narrow)}
        srcSet={narrow.src.replace(/ /g, '%20')}
        width={narrow.width}
        height={narrow.height}
      />
      <BannerImg image={wide} first onSettled={onSettled} />
    </picture>
  );
}

export function Banner() {
  const set: BannerSet = useMediaQuery(below(breakpoints.narrow)) ? 'narrow' : 'wide';
  const images = bannerImages[set];
  const [firstSettled, setFirstSettled] = useState(false);
  const [BannerSlider, setBannerSlider] = useState<Slider | null>(null);

  useEffect(() => {
    if (!firstSettled) return;
    let live = true;
    const later = afterFirstImage(() => {
      import('./BannerSlider.tsx').then(
        (module) => live && setBannerSlider(() => module.default),
        (error: unknown) => console.warn('[banner] sin presentación animada', error),
      );
    });
    return () => {
      live = false;
      later.cancel();
    };
  }, [firstSettled]);

  return (
    <section className={styles.banner} aria-label="Presentación" data-set={set}>
      {BannerSlider ? (
        <BannerSlider key={set} images={images} />
      ) : (
        <FirstSlide onSettled={() => setFirstSettled(true)} />
      )}
    </section>
  );
}
