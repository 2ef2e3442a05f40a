/**
 * A prerendered form hydrated by React keeps what the visitor did before the scripts arrived: the text
 * typed into its fields and a submit. Real server markup (react-dom/server) hydrated in the DOM.
 */
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Field, Form, SelectField } from './index.ts';
import { appStartScript } from '../../app-start-script.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

type OnSubmit = (values: { email: string; kind: string }) => void;

function LoginLike({ onSubmit }: { onSubmit: OnSubmit }) {
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState('a');
  return (
    <Form
      aria-label="Prueba"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ email, kind });
      }}
    >
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
  // The held submit is replayed a task after the takeover.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

const email = () => document.querySelector<HTMLInputElement>('#prueba-email')!;
const form = () => document.querySelector('form')!;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // The prerendered document's inline script, as the browser runs it (no app-start template here).
  new Function(appStartScript)();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

const hydrationErrors = vi.spyOn(console, 'error');
afterEach(() => {
  // No hydration mismatch: the held submit leaves no trace in the markup React takes over.
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

  it('holds a submit made before hydration (no native submit) and sends it, with the typed text, once', async () => {
    const onSubmit = prerendered();
    email().value = 'tarde@demo.frio';
    const native = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    await hydrate(onSubmit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'tarde@demo.frio', kind: 'a' });
  });

  it('after hydration submits go straight to the handler, never held', async () => {
    const onSubmit = prerendered();
    await hydrate(onSubmit);
    expect(form().hasAttribute('data-awaits-scripts')).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void form().dispatchEvent(submit));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is a POST form, so a submit with no script at all never puts the fields in a URL', () => {
    prerendered();
    expect(form().method).toBe('post');
  });

  it('leaves forms of other code alone', () => {
    document.body.innerHTML = '<form id="ajeno"><button>Enviar</button></form>';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#ajeno')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});
