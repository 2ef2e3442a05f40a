import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import { banner } from '@frio/shared/tokens';
import { a11y as a11yStyles } from '@frio/shared/ui';
import { usePrefersReducedMotion } from '@frio/shared/hooks/useMediaQuery';
import { BannerImg } from './BannerImg.tsx';
import type { BannerImage } from './banner-images.ts';
import styles from './Banner.module.css';

const a11y = {
  prevSlideMessage: 'Imagen anterior',
  nextSlideMessage: 'Imagen siguiente',
  firstSlideMessage: 'Esta es la primera imagen',
  lastSlideMessage: 'Esta es la última imagen',
  paginationBulletMessage: 'Ver imagen {{index}}',
  slideLabelMessage: '{{index}} de {{slidesLength}}',
};

/** Swiper slideshow: autoplay 7500 ms, 800 ms transition, bullets only (docs/contract.md "Constants"), with a pause control (WCAG 2.2.2). */
export default function BannerSlider({ images }: { images: BannerImage[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Reduced motion: the slideshow starts paused; the visitor can still play it or use the bullets.
  const [playing, setPlaying] = useState(!reducedMotion);

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <>
      <Swiper
        className={styles.swiper}
        modules={[A11y, Autoplay, Pagination]}
        slidesPerView={1}
        speed={banner.transitionMs}
        rewind
        autoplay={{ delay: banner.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        a11y={a11y}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (!playing) instance.autoplay.stop();
        }}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.src}>
            <BannerImg image={image} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className={styles.pause} onClick={toggle} aria-pressed={!playing} disabled={!swiper}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          {playing ? (
            <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
          ) : (
            <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
          )}
        </svg>
        <span className={a11yStyles.visuallyHidden}>Pausar presentación</span>
      </button>
    </>
  );
}
