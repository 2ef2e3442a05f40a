/**
 * A prerendered form hydrated by React keeps the text typed before the scripts arrived, and a submit
 * pressed before them is harmless. Real server markup (react-dom/server) hydrated in the DOM.
 */
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Field, Form, SelectField, SubmitButton } from './index.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

type OnSubmit = (values: { email: string; kind: string }) => void;

function LoginLike({ onSubmit }: { onSubmit: OnSubmit }) {
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState('a');
  return (
    <Form aria-label="Prueba" onSend={() => onSubmit({ email, kind })}>
      <Field id="prueba-email" name="email" label="Email" value={email} onValueChange={setEmail} />
      <SelectField id="prueba-tipo" name="tipo" label="Tipo" value={kind} onValueChange={setKind}>
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>
      <output>{email}</output>
      <button type="submit">Enviar</button>
    </Form>
  );
}

let root: Root | null = null;
const container = () => document.body.querySelector<HTMLElement>('#root')!;

/** The page as the prerender left it: server HTML, no React attached yet. */
function prerendered(onSubmit = vi.fn<OnSubmit>()) {
  document.body.innerHTML = `<div id="root">${renderToString(<LoginLike onSubmit={onSubmit} />)}</div>`;
  return onSubmit;
}

async function hydrate(onSubmit: OnSubmit) {
  await act(async () => {
    root = hydrateRoot(container(), <LoginLike onSubmit={onSubmit} />);
  });
}

const email = () => document.querySelector<HTMLInputElement>('#prueba-email')!;
const form = () => document.querySelector('form')!;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

const hydrationErrors = vi.spyOn(console, 'error');
afterEach(() => {
  // No hydration mismatch: what the visitor did leaves no trace in the markup React takes over.
  expect(hydrationErrors).not.toHaveBeenCalled();
  hydrationErrors.mockClear();
});

describe('a prerendered form before and after its scripts', () => {
  it('keeps the text typed before hydration, in the field and in the state', async () => {
    const onSubmit = prerendered();
    email().value = 'tecnico@demo.frio';
    document.querySelector<HTMLSelectElement>('#prueba-tipo')!.value = 'b';
    await hydrate(onSubmit);
    expect(email().value).toBe('tecnico@demo.frio');
    expect(document.querySelector('output')!.textContent).toBe('tecnico@demo.frio');
    act(() => form().requestSubmit());
    expect(onSubmit).toHaveBeenLastCalledWith({ email: 'tecnico@demo.frio', kind: 'b' });
  });

  it('a submit pressed before hydration reaches no handler; the next one, after it, sends the typed text', async () => {
    const onSubmit = prerendered();
    email().value = 'tarde@demo.frio';
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(onSubmit).not.toHaveBeenCalled();
    await hydrate(onSubmit);
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => form().requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'tarde@demo.frio', kind: 'a' });
  });

  it('has its SubmitButton disabled in the document, and enabled once hydrated', async () => {
    const button = <SubmitButton>Enviar</SubmitButton>;
    document.body.innerHTML = `<div id="root">${renderToString(button)}</div>`;
    expect(document.querySelector('button')!.disabled).toBe(true);
    await act(async () => {
      root = hydrateRoot(container(), button);
    });
    expect(document.querySelector('button')!.disabled).toBe(false);
  });

  it("is a dialog-method form: the browser's own submission (before the scripts, or with none) goes nowhere", () => {
    prerendered();
    expect(form().getAttribute('method')).toBe('dialog');
  });
});
