import { describe, expect, it } from 'vitest';
import { rubros } from '../business/types.ts';
import { encodeListing } from '../catalogue/listing-codec.ts';
import { technicianLists } from './technician-save.ts';

const account = { uid: 'tecnico-1', email: 'Tecnico@Demo.frio' };
const list = encodeListing([['a', { nombre: 'CAÑO', lista2: 70 }]], ['lista2']);
const refusal = () => Object.assign(new Error('permission_denied at /x: no'), { code: 'PERMISSION_DENIED' });

/** A database stand-in: each path's answer (a function throws), and the paths asked. */
function database(answer: (path: string) => unknown) {
  const paths: string[] = [];
  const read = async (path: string) => {
    paths.push(path);
    return answer(path);
  };
  return { read, paths };
}

describe("a technician's list 2 for offline use", () => {
  it("is every rubro's private list, read after the approval, for this account", async () => {
    const { read, paths } = database((path) =>
      path === 'privado/listas/gas' ? null : path.startsWith('privado') ? list : {},
    );
    const lists = await technicianLists(account, read);
    expect(lists?.uid).toBe('tecnico-1');
    expect(Object.keys(lists!.listas)).toEqual([...rubros]);
    expect(lists!.listas.cobre).toBe(list);
    expect(lists!.listas.gas).toBeNull();
    expect(paths[0]).toBe('tecnicos/tecnico@demo,frio');
    expect(paths).toHaveLength(1 + rubros.length);
  });

  it('is none for an account that is no approved technician, without reading the lists', async () => {
    const { read, paths } = database(() => null);
    expect(await technicianLists(account, read)).toBeNull();
    expect(paths).toEqual(['tecnicos/tecnico@demo,frio']);
  });

  it('is none when the rules refuse the approval or the lists (list 1 online as well)', async () => {
    const denied = database(() => {
      throw refusal();
    });
    expect(await technicianLists(account, denied.read)).toBeNull();
    const listsDenied = database((path) => {
      if (path.startsWith('privado')) throw refusal();
      return {};
    });
    expect(await technicianLists(account, listsDenied.read)).toBeNull();
  });

  it('fails on a read that does not answer or a list that is not one: the save then fails whole', async () => {
    const silent = database((path) => {
      if (path === 'privado/listas/cobre') throw new Error('privado/listas/cobre: no answer');
      return path.startsWith('privado') ? list : {};
    });
    await expect(technicianLists(account, silent.read)).rejects.toThrow('no answer');
    const broken = database((path) =>
      path === 'privado/listas/cobre' ? { a: 70 } : path.startsWith('privado') ? list : {},
    );
    await expect(technicianLists(account, broken.read)).rejects.toThrow('not a list');
    const notJson = database((path) =>
      path === 'privado/listas/cobre' ? '{roto' : path.startsWith('privado') ? list : {},
    );
    await expect(technicianLists(account, notJson.read)).rejects.toThrow('not a list');
  });
});
