import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';

/** Renders a page at `path` inside a data router (as the shell does), with `pattern` as its route. */
export function renderAt(element: ReactNode, path: string, pattern = path) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

type Listener = (event: { matches: boolean }) => void;

/** A controllable window.matchMedia for `(max-width: Npx)` queries, driven by a fake window width. */
export function fakeMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; listeners: Set<Listener> }>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      for (const entry of lists) for (const listener of entry.listeners) listener({ matches: matches(entry.query) });
    },
  };
}
