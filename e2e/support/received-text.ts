/**
 * The data a page receives, as text: every document and fetched body (HTML, JSON reads; not the app's
 * scripts and styles, whose code names fields) and every WebSocket frame (the database SDK), plus what
 * it keeps in sessionStorage and localStorage. For checking that a visitor's browser never receives what
 * is not theirs.
 */
import type { Page, WebSocket } from '@playwright/test';

export function watchReceived(page: Page) {
  const bodies: Array<Promise<string>> = [];
  const frames: string[] = [];
  page.on('response', (response) => {
    if (!['document', 'fetch', 'xhr'].includes(response.request().resourceType())) return;
    bodies.push(response.text().catch(() => '')); // redirects and aborted loads have no body
  });
  page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', ({ payload }) =>
      frames.push(typeof payload === 'string' ? payload : payload.toString()),
    );
  });
  return {
    frames,
    /** All bodies and frames received so far, and the session storage. */
    async all(): Promise<string> {
      const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
      return [...(await Promise.all(bodies)), ...frames, storage].join('\n');
    },
  };
}
