import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  BLOCK_ATTRIBUTE,
  ServerDataBlock,
  ServerDataProvider,
  dehydrate,
  hydrate,
  useServerData,
} from './server-data.tsx';

const isName = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { nombre?: unknown }).nombre === 'string'
    ? (value as { nombre: string })
    : null;

function documentBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.setAttribute(BLOCK_ATTRIBUTE, 'prueba');
  block.textContent = text;
  document.body.append(block);
}

function Page() {
  const data = useServerData('prueba', isName);
  return <p>{data === undefined ? 'nada' : data === null ? 'ninguno' : data.nombre}</p>;
}

afterEach(() => document.querySelectorAll(`body > script[${BLOCK_ATTRIBUTE}]`).forEach((block) => block.remove()));

describe('server data', () => {
  it('hands a value over through its block: written escaped, read back checked', () => {
    const value = { nombre: 'COBRE </script><script>alert(1)</script>' };
    expect(dehydrate(value)).not.toContain('<');
    render(<ServerDataBlock name="prueba" value={value} />);
    expect(hydrate('prueba', isName)).toEqual(value);
  });

  it('says so, and hands nothing over, for a block that is not JSON or not the page’s shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    documentBlock('{"nombre":');
    expect(hydrate('prueba', isName)).toBeUndefined();
    document.body.lastElementChild!.remove();
    documentBlock('{"nombre":1}');
    expect(hydrate('prueba', isName)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('"prueba"');
    warn.mockRestore();
  });

  it('gives the page the server’s value, checked, and refuses one that is not the page’s shape', () => {
    render(
      <ServerDataProvider data={new Map([['prueba', { nombre: 'GAS R22' }]])}>
        <Page />
      </ServerDataProvider>,
    );
    expect(screen.getByText('GAS R22')).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <ServerDataProvider data={new Map([['prueba', { nombre: 3 }]])}>
          <Page />
        </ServerDataProvider>,
      ),
    ).toThrow('server data "prueba"');
    vi.restoreAllMocks();
  });

  it('is undefined in the browser without a block, the document’s value with one', () => {
    render(<Page />);
    expect(screen.getByText('nada')).toBeInTheDocument();
    documentBlock(dehydrate({ nombre: 'CAÑO' }));
    render(<Page />);
    expect(screen.getByText('CAÑO')).toBeInTheDocument();
  });
});
