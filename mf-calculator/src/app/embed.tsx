/**
 * The partner embed: <frio-calculadora> renders the calculator in its own shadow root, with the tokens
 * on :host and the styles inlined there, so the partner's CSS does not reach it and it does not reach
 * the partner. One script, no router, React bundled (built by vite.embed.config.ts).
 *
 *   <script src="https://…/embed/frio-calculadora.js" defer></script>
 *   <frio-calculadora campaign="mi-sitio" compact></frio-calculadora>
 */
import { createRoot, type Root } from 'react-dom/client';
import tokensCss from '@frio/shared/tokens.css?inline';
import a11yCss from '@frio/shared/ui/a11y.module.css?inline';
import formCss from '@frio/shared/ui/form.module.css?inline';
import calculatorCss from '../features/calculator/Calculator.module.css?inline';
import embedCss from './embed.css?inline';
import { Calculator } from '../features/calculator/Calculator.tsx';
import { texts } from '../features/calculator/texts.ts';
import { contact } from '@frio/shared/contact';
import { a11y } from '@frio/shared/ui';

export const TAG_NAME = 'frio-calculadora';

/** rem follows the partner's <html> font size (often 62.5%); the embed pins it to the browser default. */
const pinRem = (css: string) => css.replace(/(\d*\.?\d+)rem\b/g, (_, value: string) => `${Number(value) * 16}px`);
const shadowCss = pinRem(`${tokensCss}\n${embedCss}\n${a11yCss}\n${formCss}\n${calculatorCss}`);

class FrioCalculadora extends HTMLElement {
  static observedAttributes = ['compact', 'campaign', 'heading-level'];
  #root: Root | null = null;
  #mount: HTMLElement | null = null;

  connectedCallback() {
    if (!this.#mount) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = shadowCss;
      this.#mount = document.createElement('div');
      this.#mount.className = 'frio-embed';
      shadow.replaceChildren(style, this.#mount);
    }
    this.#root ??= createRoot(this.#mount);
    this.#render();
  }

  disconnectedCallback() {
    // Moving the element in the DOM disconnects and reconnects it: unmount only if it stays out.
    queueMicrotask(() => {
      if (!this.isConnected && this.#root) {
        this.#root.unmount();
        this.#root = null;
      }
    });
  }

  attributeChangedCallback() {
    if (this.#root) this.#render();
  }

  #render() {
    const headingLevel = this.getAttribute('heading-level') === '3' ? 3 : 2;
    const campaign = this.getAttribute('campaign')?.trim() || undefined;
    const Heading = `h${headingLevel}` as const;
    this.#root?.render(
      <section aria-labelledby="frio-calculadora-titulo">
        <Heading id="frio-calculadora-titulo" className="frio-embed-title">
          {texts.heading}
        </Heading>
        <Calculator
          campaign={campaign}
          compact={this.hasAttribute('compact')}
          headingLevel={headingLevel === 3 ? 4 : 3}
        />
        <p className="frio-embed-credit">
          {texts.creditPrefix}{' '}
          <a href={contact.siteUrl} target="_blank" rel="noopener">
            {contact.businessName}
            <span className={a11y.visuallyHidden}> {texts.newTab}</span>
          </a>
        </p>
      </section>,
    );
  }
}

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, FrioCalculadora);
