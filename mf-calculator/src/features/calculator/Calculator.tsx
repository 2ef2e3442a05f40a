import { useEffect, useId, useRef, useState } from 'react';
import { roomTypes } from '@frio/shared/types';
import { formatInteger } from '@frio/shared/format';
import { whatsappLink, whatsappTexts } from '@frio/shared/whatsapp';
import { a11y, WhatsappIcon } from '@frio/shared/ui';
import { Field, Form, SelectField, SubmitButton } from '@frio/shared/ui/form';
import { coolingLoad, toFrigorias, toWatts } from './formula.ts';
import { parseRoom, type InputErrors, type InputField, type RoomInput } from './parse-input.ts';
import { recommendModels } from './recommend.ts';
import { acModels } from './models.ts';
import { customQuoteMessage, modelQueryMessage, texts } from './texts.ts';
import styles from './Calculator.module.css';

/** Smallest and largest custom unit the business builds (docs/contract.md "Constants"). */
const MIN_CUSTOM_FRIGORIAS = 3_000;
const MAX_CUSTOM_FRIGORIAS = 18_000;

const sameRoom = (a: RoomInput, b: RoomInput): boolean =>
  a.length === b.length && a.width === b.width && a.height === b.height && a.people === b.people && a.type === b.type;

export interface CalculatorProps {
  /** Tag added to the WhatsApp messages (partner embeds). */
  campaign?: string;
  /** One column, tighter spacing, whatever the width. */
  compact?: boolean;
  /** Level of the calculator's own headings (the page or partner owns the level above). */
  headingLevel?: 2 | 3 | 4;
}

const initialInput: RoomInput = { length: '', width: '', height: '', people: '0', type: roomTypes[0] };
const numberFields = ['length', 'width', 'height', 'people'] as const;

/** The power calculator: form, result and recommended models. Router-free, so partner pages can embed it. */
export function Calculator({ campaign, compact = false, headingLevel = 2 }: CalculatorProps) {
  const id = useId();
  const [input, setInput] = useState<RoomInput>(initialInput);
  const [errors, setErrors] = useState<InputErrors>({});
  const [kcal, setKcal] = useState(0);
  /** The input the result on screen was calculated from (null while there is none). */
  const [resultInput, setResultInput] = useState<RoomInput | null>(null);
  const figures = useRef<HTMLDListElement>(null);
  // A new result below the form on a phone is out of sight: bring its figures in (no scroll when they show).
  useEffect(() => {
    if (resultInput) figures.current?.scrollIntoView({ block: 'nearest' });
  }, [resultInput]);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';

  const change = (field: InputField) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (form: HTMLFormElement) => {
    const parsed = parseRoom(input);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setKcal(0); // an earlier room's result next to these errors would read as this room's
      setResultInput(null);
      const first = [...numberFields, 'type' as const].find((field) => parsed.errors[field]);
      const element = first && form.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    setKcal(coolingLoad(parsed.room));
    setResultInput(input);
  };

  // Inputs edited after Calcular: the figures belong to the earlier data until the next Calcular.
  const stale = kcal > 0 && resultInput !== null && !sameRoom(input, resultInput);
  const frigorias = toFrigorias(kcal);
  const customFits = frigorias >= MIN_CUSTOM_FRIGORIAS;
  const models = recommendModels(frigorias, acModels);
  const quoteHref = whatsappLink(customQuoteMessage(whatsappTexts.acCustomQuote, formatInteger(frigorias)), campaign);
  const smallRoomHref = whatsappLink(customQuoteMessage(whatsappTexts.acQuery, formatInteger(frigorias)), campaign);

  return (
    <div className={styles.root} data-compact={compact || undefined}>
      <div className={styles.layout}>
        <Form className={styles.form} onSend={submit} aria-label={texts.formLabel}>
          <div className={styles.fields}>
            {numberFields.map((field) => (
              <Field
                key={field}
                id={`${id}-${field}`}
                name={field}
                label={texts.fields[field].label}
                hint={texts.fields[field].hint}
                error={errors[field]}
                type="text"
                inputMode={field === 'people' ? 'numeric' : 'decimal'}
                autoComplete="off"
                required
                value={input[field]}
                onValueChange={change(field)}
              />
            ))}
            <SelectField
              className={styles.wide}
              id={`${id}-type`}
              name="type"
              label={texts.fields.type.label}
              error={errors.type}
              value={input.type}
              onValueChange={change('type')}
            >
              {roomTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </SelectField>
          </div>
          <SubmitButton className={styles.submit}>{texts.submit}</SubmitButton>
        </Form>

        <section className={styles.results} aria-labelledby={`${id}-results`}>
          <Heading id={`${id}-results`} className={styles.heading}>
            {texts.resultsHeading}
          </Heading>
          <div aria-live="polite" aria-atomic="true">
            {stale && (
              <p className={styles.stale} id={`${id}-stale`}>
                {texts.stale}
              </p>
            )}
            <dl ref={figures} className={styles.figures} data-stale={stale || undefined}>
              <div className={styles.figure}>
                <dt className={styles.unit}>{texts.units.kcal}</dt>
                <dd className={styles.value}>{formatInteger(kcal)}</dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.unit}>{texts.units.frigorias}</dt>
                <dd className={styles.value}>{formatInteger(frigorias)}</dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.unit}>{texts.units.watts}</dt>
                <dd className={styles.value}>{formatInteger(toWatts(kcal))}</dd>
              </div>
            </dl>
          </div>

          {/* While stale, no model or WhatsApp link: each would quote the earlier room's figure. */}
          {stale ? null : kcal > 0 ? (
            <div className={styles.models}>
              <SubHeading className={styles.subheading}>{texts.modelsHeading}</SubHeading>
              {models.length > 0 ? (
                <>
                  <p className={styles.note}>{texts.modelsIntro}</p>
                  <ul className={styles.modelList}>
                    {models.map((model) => (
                      <li key={model.nombre} className={styles.model}>
                        <a href={model.link} target="_blank" rel="noopener noreferrer" className={styles.modelLink}>
                          {model.nombre}
                          <span className={a11y.visuallyHidden}>
                            {' '}
                            {texts.modelSearch} {texts.newTab}
                          </span>
                        </a>
                        <a
                          href={whatsappLink(modelQueryMessage(model.nombre, formatInteger(frigorias)), campaign)}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={styles.modelQuery}
                          aria-label={`${texts.modelQuery} ${model.nombre} por WhatsApp ${texts.newTab}`}
                        >
                          <WhatsappIcon width={18} height={18} />
                          {texts.modelQuery}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <>
                  <p className={styles.note}>{texts.noModels}</p>
                  <p className={styles.note}>
                    {customFits ? texts.customUnits : texts.smallRoom}
                    {frigorias > MAX_CUSTOM_FRIGORIAS && ` ${texts.overCustomRange}`}
                  </p>
                  <a
                    href={customFits ? quoteHref : smallRoomHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.whatsapp}
                  >
                    <WhatsappIcon width={20} height={20} />
                    {customFits ? texts.customQuoteLink : texts.smallRoomLink}
                    <span className={a11y.visuallyHidden}> {texts.newTab}</span>
                  </a>
                </>
              )}
            </div>
          ) : (
            <p className={styles.note}>{texts.resultsPending}</p>
          )}
        </section>
      </div>
    </div>
  );
}
