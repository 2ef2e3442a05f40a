import { contact } from '@frio/shared/contact';
import { whatsappTexts } from '@frio/shared/whatsapp';
import { settled } from '../support/settled.ts';
import { watchPageWork } from '../support/idle-work.ts';
import { test, expect, mainHeading } from '../support/site.ts';

const embedHost = /instagram\.com|cdninstagram\.com|fbcdn\.net/;

test.describe('home', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('texts and the targets of every button and link', async ({ page }) => {
    await page.goto('/');
    await expect(await mainHeading(page)).toHaveText('Frío Entre Ríos: refrigeración y aire acondicionado');
    await expect(page).toHaveTitle('Frío Entre Ríos: refrigeración y aire acondicionado');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(main.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/productos');
    const whatsapp = main.getByRole('link', { name: 'Escribinos por WhatsApp' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `${contact.whatsappBase}?text=${encodeURIComponent(whatsappTexts.greeting)}`,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    for (const [card, link, href] of [
      ['Frío para transporte', 'Ver equipos para transporte', '/productos/transporte'],
      ['Insumos y repuestos', 'Ver insumos', '/productos/insumos'],
      ['Aires acondicionados', 'Ver aires acondicionados', '/productos/aires'],
    ] as const) {
      const article = main.getByRole('article', { name: card, exact: true });
      await expect(article.getByRole('heading', { level: 3 })).toHaveText(card);
      await expect(article.getByRole('link', { name: link })).toHaveAttribute('href', href);
    }
    await expect(main.getByRole('heading', { name: '¿Sos técnico en refrigeración?' })).toBeVisible();
    await main.getByRole('link', { name: 'Registrate como técnico' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('the first banner image is prioritized and the layout does not shift', async ({ page }) => {
    const work = watchPageWork(page);
    await page.goto('/');
    await mainHeading(page);
    const first = page.getByRole('region', { name: 'Presentación' }).getByRole('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('width', '1600');
    await expect(first).toHaveAttribute('height', '560');
    await settled(page, work);
    // Every shift since the page started: the buffered entries, taken at once (no waiting).
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
      observer.disconnect();
      return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
    });
    expect(shift).toBeLessThanOrEqual(0.05);
  });

  test("the first banner image is the page's largest paint, and it does not wait for the slideshow code", async ({
    page,
  }) => {
    type Paint = { url: string; alt: string | null; width: number; paintedAt: number };
    // Record each largest-paint candidate as it happens: the slideshow later replaces that image element.
    await page.addInitScript(() => {
      const paints: Paint[] = [];
      Object.assign(window, { __largestPaints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { url: string; element: Element | null }>) {
          const image = entry.element instanceof HTMLImageElement ? entry.element : null;
          paints.push({
            url: entry.url,
            alt: image?.alt ?? null,
            width: image?.naturalWidth ?? 0,
            paintedAt: entry.startTime,
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await mainHeading(page);
    // Wait for the slideshow to take over, then compare: largest paint first, slider code after.
    await expect(
      page.getByRole('region', { name: 'Presentación' }).getByRole('button', { name: 'Ver imagen 1' }),
    ).toBeVisible();
    const { largest, sliderRequestedAt } = await page.evaluate(() => ({
      largest: (window as unknown as { __largestPaints: Paint[] }).__largestPaints.at(-1),
      sliderRequestedAt:
        performance.getEntriesByType('resource').find((entry) => /BannerSlider[^/]*\.js$/.test(entry.name))
          ?.startTime ?? Number.NaN,
    }));
    // The first narrow image (640 px wide artwork), inlined in the page's code: no request in front of it.
    expect(largest?.alt).toBe('Equipos de frío para transporte: venta, instalación y servicio técnico');
    expect(largest?.width).toBe(640);
    expect(largest?.url).toMatch(/^data:image\/svg\+xml/);
    expect(sliderRequestedAt).toBeGreaterThan(largest!.paintedAt);
  });

  test('the banner shows the narrow image set below 650 px, switching live on resize', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Presentación' });
    const first = banner.getByRole('img').first();
    // Which artwork is showing: the wide set is drawn 1600 px wide, the narrow one 640 px.
    const artworkWidth = () => first.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));
    await expect.poll(artworkWidth).toBe(1600);
    await expect(first).toBeVisible();
    await page.setViewportSize({ width: 649, height: 1000 });
    await expect.poll(artworkWidth).toBe(640);
    await expect(first).toHaveAttribute('width', '640');
    const box = await banner.boundingBox();
    expect(Math.round(box!.height)).toBe(Math.round(box!.width));
    await page.setViewportSize({ width: 650, height: 800 });
    await expect.poll(artworkWidth).toBe(1600);
  });

  test('the slideshow advances by itself, with bullets only', async ({ page }) => {
    test.setTimeout(45_000);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Presentación' });
    const bullets = banner.getByRole('button', { name: /^Ver imagen \d$/ });
    await expect(bullets).toHaveCount(3);
    await expect(bullets.first()).toHaveAttribute('aria-current', 'true');
    await expect(banner.getByRole('button', { name: /anterior|siguiente/i })).toHaveCount(0);
    // 7.5 s per slide plus the 0.8 s transition.
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 10_000 });
    await expect(bullets.first()).not.toHaveAttribute('aria-current', 'true');
    // A bullet takes the visitor to its slide; the pause control stops the autoplay.
    await bullets.nth(2).click();
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
    const pause = banner.getByRole('button', { name: 'Pausar presentación' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
  });

  test('the cards fade in when scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.goto('/');
    await mainHeading(page);
    const card = page.getByRole('main').getByRole('article', { name: 'Aires acondicionados', exact: true });
    const opacity = () => card.evaluate((element) => Number(getComputedStyle(element).opacity));
    // The document shows it; the running page hides it below the screen to fade it in.
    await expect.poll(opacity).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(opacity).toBeGreaterThan(0);
    await expect.poll(opacity).toBe(1);
  });

  test('no fade under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.goto('/');
    await mainHeading(page);
    const card = page.getByRole('main').getByRole('article', { name: 'Aires acondicionados', exact: true });
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('the Instagram feed costs nothing until asked for and falls back when Instagram is unreachable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const embedRequests: string[] = [];
    page.on('request', (request) => {
      if (embedHost.test(request.url())) embedRequests.push(request.url());
    });
    await page.route(embedHost, (route) => route.abort('internetdisconnected'));
    const work = watchPageWork(page);
    await page.goto('/');
    await mainHeading(page);
    await work.done();
    const load = page.getByRole('button', { name: 'Ver publicaciones de Instagram' });
    expect(embedRequests).toEqual([]);

    await page.getByRole('heading', { name: 'Seguinos en Instagram' }).scrollIntoViewIfNeeded();
    await expect(load).toBeVisible();
    const profile = page.getByRole('main').getByRole('link', { name: 'Ir a nuestro perfil de Instagram' });
    await expect(profile).toHaveAttribute('href', contact.instagram);
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(embedRequests).toEqual([]);

    await load.click();
    await expect(page.getByText('No pudimos cargar las publicaciones de Instagram en este momento.')).toBeVisible();
    expect(embedRequests.length).toBeGreaterThan(0);
    await expect(profile).toHaveAttribute('href', contact.instagram);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Reintentar asks again; this time Instagram answers (its script stands in: it is not the site's) and
    // the posts are drawn into the feed.
    await page.unroute(embedHost);
    await page.route(embedHost, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.instgrm = { Embeds: { process() { window.processedFeeds = document.querySelectorAll(".instagram-media").length; } } };',
      }),
    );
    const asked = embedRequests.length;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.evaluate(() => (window as { processedFeeds?: number }).processedFeeds)).toBe(1);
    expect(embedRequests.length).toBeGreaterThan(asked);
    await expect(page.getByText('No pudimos cargar las publicaciones de Instagram en este momento.')).toBeHidden();
    await expect(page.getByText('Cargando publicaciones…')).toBeHidden();
  });
});
