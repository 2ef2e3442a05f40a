import { whatsappTexts } from '@frio/shared/whatsapp';
import { matchesPath } from '../remotes/page-table.ts';

/**
 * The pages that do not work without JavaScript, what the visitor would be missing (es-AR) and, for a
 * form, the WhatsApp message offered instead (its prerendered form is hidden without scripts).
 */
const needsScript = [
  { path: '/productos/insumos/:rubro', what: 'el catálogo' },
  { path: '/calculadora-aire-acondicionado', what: 'la calculadora', whatsapp: whatsappTexts.acQuery },
  { path: '/register', what: 'el formulario de registro', whatsapp: whatsappTexts.signupHelp },
  { path: '/login', what: 'el ingreso', whatsapp: whatsappTexts.greeting },
  { path: '/passrecover', what: 'la recuperación de contraseña', whatsapp: whatsappTexts.greeting },
  { path: '/presupuesto', what: 'el presupuesto', whatsapp: whatsappTexts.greeting },
] as const;

function entryFor(pathname: string) {
  return needsScript.find((entry) => matchesPath(entry.path, pathname));
}

/** The notice shown (in <noscript>) on a page that needs JavaScript, or undefined. */
export function scriptNotice(pathname: string): string | undefined {
  const what = entryFor(pathname)?.what;
  return what && `Para usar ${what} tenés que activar JavaScript en tu navegador.`;
}

/** The prefilled WhatsApp message offered (in <noscript>) instead of a page's form, or undefined. */
export function scriptlessWhatsapp(pathname: string): string | undefined {
  const entry = entryFor(pathname);
  return entry && 'whatsapp' in entry ? entry.whatsapp : undefined;
}
