import { clientLinks } from '@frio/shared/contact';
import type { ClientLogo } from '@frio/shared/types';
import litoral from '../../assets/clientes/transportes-del-litoral.svg';
import laPaz from '../../assets/clientes/lacteos-la-paz.svg';
import frigorifico from '../../assets/clientes/frigorifico-villaguay.svg';
import palmar from '../../assets/clientes/supermercado-el-palmar.svg';
import montiel from '../../assets/clientes/logistica-montiel.svg';
import donNino from '../../assets/clientes/heladeria-don-nino.svg';

/**
 * The client-logo grid of /nosotros.
 * ⚠ PLACEHOLDERS: the spec does not name the clients; these names, logos (drawn here) and links are
 * stand-ins until the business provides the real ones (logos go in src/assets/clientes/; the links are
 * business facts, in @frio/shared/contact's clientLinks).
 */
export const clients: readonly ClientLogo[] = [
  {
    id: 'transportes-del-litoral',
    nombre: 'Transportes del Litoral',
    src: litoral,
    link: clientLinks['transportes-del-litoral'],
  },
  { id: 'lacteos-la-paz', nombre: 'Lácteos La Paz', src: laPaz, link: clientLinks['lacteos-la-paz'] },
  {
    id: 'frigorifico-villaguay',
    nombre: 'Frigorífico Villaguay',
    src: frigorifico,
    link: clientLinks['frigorifico-villaguay'],
  },
  {
    id: 'supermercado-el-palmar',
    nombre: 'Supermercado El Palmar',
    src: palmar,
    link: clientLinks['supermercado-el-palmar'],
  },
  {
    id: 'logistica-montiel',
    nombre: 'Logística Montiel',
    src: montiel,
    link: clientLinks['logistica-montiel'],
  },
  {
    id: 'heladeria-don-nino',
    nombre: 'Heladería Don Nino',
    src: donNino,
    link: clientLinks['heladeria-don-nino'],
  },
];

/** Logo size in the grid (the artwork's intrinsic size). */
export const clientLogoSize = { width: 240, height: 72 } as const;
