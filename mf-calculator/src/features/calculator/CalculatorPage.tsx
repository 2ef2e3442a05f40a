import '@frio/shared/tokens.css';
import { PageMeta } from '@frio/shared/ui';
import { calculatorMeta } from '@frio/shared/routes';
import { Calculator } from './Calculator.tsx';
import { texts } from './texts.ts';
import styles from './CalculatorPage.module.css';

/** /calculadora-aire-acondicionado: the page frame (metadata, the one h1) around the calculator. */
export default function CalculatorPage() {
  return (
    <div className={styles.page}>
      <PageMeta {...calculatorMeta} />
      <h1 className={styles.title}>{texts.heading}</h1>
      <p className={styles.intro}>{texts.intro}</p>
      <Calculator />
    </div>
  );
}
