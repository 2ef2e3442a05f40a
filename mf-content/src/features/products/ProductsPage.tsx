import '@frio/shared/tokens.css';
import { Link } from '@frio/shared/router';
import { ExternalLink, PageMeta, WhatsappIcon } from '@frio/shared/ui';
import { productosMeta } from '@frio/shared/routes';
import { PageHeader, Section } from '../../components/PageHeader.tsx';
import { useScrollToTop } from '../../hooks/useScrollToTop.ts';
import page from '../../components/Page.module.css';
import { productsLinks } from './products-links.ts';
import { Illustration } from '../../components/Illustration.tsx';

export default function ProductsPage() {
  useScrollToTop();
  return (
    <div className={page.page}>
      <PageMeta {...productosMeta} />
      <PageHeader title="Productos">
        Equipos de frío para transporte, insumos de refrigeración y aires acondicionados: todo lo que necesitás en un
        solo lugar.
      </PageHeader>

      <Section titleId="productos-transporte">
        <div className={page.split}>
          <div>
            <h2 id="productos-transporte">Transporte</h2>
            <p>
              Venta, instalación, mantenimiento y servicio técnico de equipos de frío para transporte. Somos
              concesionarios oficiales y acompañamos a tu flota en cada kilómetro.
            </p>
            <div className={page.actions}>
              <Link to={productsLinks.transporte} relative="path" className={page.button}>
                Ir a Transporte
              </Link>
            </div>
          </div>
          <Illustration kind="transporte" className={page.illustration} />
        </div>
      </Section>

      <Section titleId="productos-insumos">
        <div className={page.split}>
          <div>
            <h2 id="productos-insumos">Insumos</h2>
            <p>
              Repuestos e insumos para refrigeración familiar, comercial y automotor: cobre, gas refrigerante, aceites,
              filtros, válvulas, motocompresores, termostatos y mucho más.
            </p>
            <div className={page.actions}>
              <Link to={productsLinks.insumos} relative="path" className={page.button}>
                Ir a Insumos
              </Link>
            </div>
          </div>
          <Illustration kind="insumos" className={page.illustration} />
        </div>
      </Section>

      <Section titleId="productos-carga">
        <h2 id="productos-carga">¿Querés transportar carga refrigerada?</h2>
        <p>
          Te asesoramos para elegir el equipo de frío y la aislación que tu carga necesita, según el vehículo, el
          recorrido y la temperatura a mantener. Contanos qué transportás y te ayudamos a armar la mejor solución.
        </p>
        <div className={page.actions}>
          <ExternalLink href={productsLinks.coldCargo} className={page.whatsapp}>
            <WhatsappIcon width={20} height={20} />
            Contactate con nosotros
          </ExternalLink>
        </div>
      </Section>

      <Section titleId="productos-aire">
        <div className={page.split}>
          <div>
            <h2 id="productos-aire">Aire Acondicionado</h2>
            <p>
              Fabricamos equipos de aire acondicionado a medida, desde 3.000 hasta 18.000 frigorías, y te ayudamos a
              calcular la potencia justa para cada ambiente.
            </p>
            <div className={page.actions}>
              <ExternalLink href={productsLinks.acQuote} className={page.whatsapp}>
                <WhatsappIcon width={20} height={20} />
                Pedí tu cotización
              </ExternalLink>
              <Link to={productsLinks.calculator} className={page.secondary}>
                Calculadora de aire acondicionado
              </Link>
            </div>
          </div>
          <Illustration kind="aires" className={page.illustration} />
        </div>
      </Section>
    </div>
  );
}
