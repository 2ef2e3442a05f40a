import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../test/render.tsx';
import { Banner } from './Banner.tsx';
import type { BannerImage } from './banner-images.ts';

// The real slider needs a layout engine; a stand-in renders the images it is given.
vi.mock('./BannerSlider.tsx', () => ({
  default: ({ images }: { images: BannerImage[] }) => (
    <div data-testid="slider">
      {images.map((image) => (
        <img key={image.src} src={image.src} alt={image.alt} width={image.width} height={image.height} />
      ))}
    </div>
  ),
}));

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

const firstImage = () => screen.getAllByRole('img')[0] as HTMLImageElement;

describe('Banner', () => {
  it('shows the wide set from 650 px, its first image prioritized and sized', () => {
    fakeMatchMedia(1280);
    render(<Banner />);
    const image = firstImage();
    expect(image.getAttribute('src')).toMatch(/banner-wide-1/);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '560');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image.alt).toMatch(/transporte/);
  });

  it('switches to the narrow set live when the window gets narrower than 650 px, and back', async () => {
    const media = fakeMatchMedia(800);
    const { container } = render(<Banner />);
    await screen.findByTestId('slider');
    expect(firstImage().getAttribute('src')).toMatch(/banner-wide-1/);
    await act(async () => media.resize(649));
    expect(firstImage().getAttribute('src')).toMatch(/banner-narrow-1/);
    expect(firstImage()).toHaveAttribute('width', '640');
    expect(container.querySelector('section')).toHaveAttribute('data-set', 'narrow');
    await act(async () => media.resize(650));
    expect(firstImage().getAttribute('src')).toMatch(/banner-wide-1/);
  });
});
