import { describe, expect, it } from 'vitest';
import { whatsappTexts } from '@frio/shared/whatsapp';
import { scriptNotice, scriptlessWhatsapp } from './needs-script.ts';

describe('pages that need JavaScript', () => {
  it('each form page names what needs scripts and offers WhatsApp instead', () => {
    expect(scriptNotice('/register')).toBe(
      'Para usar el formulario de registro tenés que activar JavaScript en tu navegador.',
    );
    expect(scriptlessWhatsapp('/register')).toBe(whatsappTexts.signupHelp);
    expect(scriptlessWhatsapp('/calculadora-aire-acondicionado')).toBe(whatsappTexts.acQuery);
    expect(scriptlessWhatsapp('/login')).toBe(whatsappTexts.greeting);
    expect(scriptlessWhatsapp('/passrecover')).toBe(whatsappTexts.greeting);
  });

  it('the catalogue shows its rows without scripts: a notice, no WhatsApp offer', () => {
    expect(scriptNotice('/productos/insumos/cobre')).toBe(
      'Para usar el catálogo tenés que activar JavaScript en tu navegador.',
    );
    expect(scriptlessWhatsapp('/productos/insumos/cobre')).toBeUndefined();
  });

  it('pages that work without scripts get neither', () => {
    for (const path of ['/', '/nosotros', '/register/completed', '/faq']) {
      expect(scriptNotice(path)).toBeUndefined();
      expect(scriptlessWhatsapp(path)).toBeUndefined();
    }
  });
});
