import data from './sinonimos.json';
import { compactText, foldText } from './fold.ts';

/**
 * The trade's synonyms, read from `sinonimos.json`, the one file the owner edits: each word
 * (folded like the search folds what is typed, "R-410A" → "r410a") → the other words of its groups.
 */
const key = (word: string) => compactText(foldText(word));

function synonymMap(groups: readonly (readonly string[])[]): Map<string, readonly string[]> {
  const map = new Map<string, Set<string>>();
  for (const group of groups) {
    const words = group.map(key).filter(Boolean);
    for (const word of words) {
      const others = map.get(word) ?? new Set<string>();
      for (const other of words) if (other !== word) others.add(other);
      map.set(word, others);
    }
  }
  return new Map([...map].map(([word, others]) => [word, [...others]]));
}

export const synonyms: ReadonlyMap<string, readonly string[]> = synonymMap(data.grupos);

/** Every word with synonyms, for typo tolerance on the synonyms themselves ("aislante" typed "aislnte"). */
export const synonymWords: readonly string[] = [...synonyms.keys()];
