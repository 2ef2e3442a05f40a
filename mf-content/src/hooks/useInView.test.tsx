import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { useInView } from './useInView.ts';

function Box() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref} data-seen={useInView(ref)} />;
}

class FakeObserver {
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useInView', () => {
  it("the document (rendered before any script runs) says 'initial': the content shows", () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    expect(renderToString(<Box />)).toContain('data-seen="initial"');
  });

  it("a running page hides what is below the screen until it scrolls in ('pending')", () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 5000,
      bottom: 5200,
      height: 200,
    } as DOMRect);
    const { container } = render(<Box />);
    expect(container.firstElementChild).toHaveAttribute('data-seen', 'pending');
  });

  it("what is on screen at load stays 'initial' (nothing to animate)", () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 10,
      bottom: 210,
      height: 200,
    } as DOMRect);
    const { container } = render(<Box />);
    expect(container.firstElementChild).toHaveAttribute('data-seen', 'initial');
  });
});
