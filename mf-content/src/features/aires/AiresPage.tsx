import '@frio/shared/tokens.css';
import { Link } from '@frio/shared/router';
import { PageMeta } from '@frio/shared/ui';
import { formatInteger } from '@frio/shared/format';
import { whatsappTexts } from '@frio/shared/whatsapp';
import { PageHeader, Section } from '../../components/PageHeader.tsx';
import { WhatsappButton } from '../../components/WhatsappButton.tsx';
import { Illustration } from '../../components/Illustration.tsx';
import page from '../../components/Page.module.css';
import { facts } from '../../content/facts.ts';

const range = `${formatInteger(facts.customAcRange.min)} a ${formatInteger(facts.customAcRange.max)} frigorías`;

export default function AiresPage() {
  return (
    <div className={page.page}>
      <PageMeta
        title="Aires acondicionados"
        description={`Aires acondicionados split on/off e inverter y equipos a medida de ${range}, con instalación. Calculá la potencia que necesitás.`}
      />
      <PageHeader title="Aires acondicionados">
        Equipos split on/off e inverter para tu casa o comercio, y aires acondicionados a medida de {range}.
      </PageHeader>

      <Section titleId="aires-medida">
        <div className={page.split}>
          <div>
            <h2 id="aires-medida">Equipos a medida</h2>
            <p>
              Cuando un equipo estándar no alcanza, lo hacemos a medida: desde {range}, pensados para el ambiente, el
              uso y la instalación de cada cliente.
            </p>
            <ul className={page.list}>
              <li>
                Modelos on/off e inverter de tres marcas, desde {formatInteger(2245)} hasta {formatInteger(6800)}{' '}
                frigorías.
              </li>
              <li>Instalación, mantenimiento y servicio técnico a cargo de nuestro equipo.</li>
              <li>Insumos y repuestos para aire acondicionado en nuestro local.</li>
            </ul>
          </div>
          <Illustration kind="aires" className={page.illustration} />
        </div>
      </Section>

      <Section titleId="aires-potencia">
        <h2 id="aires-potencia">¿Qué potencia necesitás?</h2>
        <p>
          Con la calculadora estimás las frigorías según las medidas del ambiente, la cantidad de personas y el tipo de
          ambiente, y ves los modelos recomendados para ese resultado.
        </p>
        <div className={page.actions}>
          <Link to="/calculadora-aire-acondicionado" className={page.button}>
            Calculadora de aire acondicionado
          </Link>
        </div>
      </Section>

      <Section titleId="aires-consulta">
        <h2 id="aires-consulta">¿Tenés dudas?</h2>
        <p>Escribinos y te asesoramos sobre el equipo, la instalación o el mantenimiento de tu aire acondicionado.</p>
        <div className={page.actions}>
          <WhatsappButton text={whatsappTexts.acQuery}>Consultanos por WhatsApp</WhatsappButton>
        </div>
      </Section>
    </div>
  );
}
