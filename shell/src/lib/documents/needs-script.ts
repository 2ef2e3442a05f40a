import { routeFor } from '@frio/shared/routes';

/** The <noscript> notice of a page that needs JavaScript (its route's `withoutScripts`). */
export function scriptNotice(pathname: string): string | undefined {
  const what = routeFor(pathname)?.withoutScripts?.what;
  return what && `Para usar ${what} tenés que activar JavaScript en tu navegador.`;
}

/** The prefilled WhatsApp message offered in <noscript> instead of a page's form. */
export function scriptlessWhatsapp(pathname: string): string | undefined {
  return routeFor(pathname)?.withoutScripts?.whatsapp;
}
