import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../test/render.tsx';
import { Banner } from './Banner.tsx';
import { bannerImages, type BannerImage } from './banner-images.ts';

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
const src = (set: 'wide' | 'narrow', index: number) => bannerImages[set][index]!.src;

describe('Banner', () => {
  it('shows the wide set from 650 px, its first image prioritized and sized', () => {
    fakeMatchMedia(1280);
    render(<Banner />);
    const image = firstImage();
    expect(image).toHaveAttribute('src', src('wide', 0));
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '560');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image.alt).toMatch(/transporte/);
  });

  it('switches to the narrow set live when the window gets narrower than 650 px, and back', async () => {
    const media = fakeMatchMedia(800);
    const { container } = render(<Banner />);
    fireEvent.load(firstImage());
    await screen.findByTestId('slider', {}, { timeout: 3000 });
    expect(firstImage()).toHaveAttribute('src', src('wide', 0));
    await act(async () => media.resize(649));
    expect(firstImage()).toHaveAttribute('src', src('narrow', 0));
    expect(firstImage()).toHaveAttribute('width', '640');
    expect(container.querySelector('section')).toHaveAttribute('data-set', 'narrow');
    await act(async () => media.resize(650));
    expect(firstImage()).toHaveAttribute('src', src('wide', 0));
  });

  it('renders the first image alone, and brings the slider in once that image has loaded', async () => {
    fakeMatchMedia(1280);
    render(<Banner />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByTestId('slider')).toBeNull();
    fireEvent.load(firstImage());
    expect(await screen.findByTestId('slider', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      src('wide', 0),
      src('wide', 1),
      src('wide', 2),
    ]);
  });

  it('still brings the slider in when the first image fails to load', async () => {
    fakeMatchMedia(1280);
    render(<Banner />);
    fireEvent.error(firstImage());
    expect(await screen.findByTestId('slider', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps the first image when the slider code cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('./BannerSlider.tsx', () => {
      throw new Error('sin conexión');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { Banner: Isolated } = await import('./Banner.tsx');
    fakeMatchMedia(1280);
    render(<Isolated />);
    fireEvent.load(firstImage());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[banner] sin presentación animada', expect.anything()), {
      timeout: 3000,
    });
    expect(screen.queryByTestId('slider')).toBeNull();
    expect(firstImage()).toHaveAttribute('src', src('wide', 0));
    warn.mockRestore();
    vi.doUnmock('./BannerSlider.tsx');
  });
});
