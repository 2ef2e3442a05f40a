/**
 * The catalogue's search, the one implementation for the navbar, `/buscar` and each rubro's search box.
 * Beyond the rule of docs/contract.md "The listing", plain text also finds a name holding every typed word
 * in any order, folded (fold.ts), each word also as a trade synonym (`sinonimos.json`) or, when it finds
 * nothing as typed, with typos (letters only: "R32" is never a typo of "R22", nor 1/4 of 1/2); or the
 * text is exactly the code or article number printed on the card.
 * Fast on 20,000 articles: a keystroke compares the typed words with the names' distinct words (a few
 * thousand), not with every name.
 */
import type { Product } from '../../business/types.ts';
import { allowedTypos, editDistance } from './edit-distance.ts';
import { compactText, containsWord, foldText } from './fold.ts';
import { parseSearch, type SearchQuery } from './query.ts';
import { synonyms, synonymWords } from './synonyms.ts';

export { foldText } from './fold.ts';
export { isSearchActive, parseSearch, type SearchQuery } from './query.ts';

/** What the search reads of an article. */
export type SearchDoc = Pick<Product, 'id' | 'codigo' | 'nombre'>;

/** A synonym ranks just after the word as typed; each typo costs 1. */
const SYNONYM_COST = 0.5;
const LETTERS_ONLY = /^\p{L}+$/u;

/** An article found: its position in the engine's list and how far it is from what was typed (0: as typed). */
export interface SearchHit {
  readonly index: number;
  readonly cost: number;
}

/** When nothing is found: the typed text with its unknown words replaced by the closest known ones. */
export interface SearchSuggestion {
  readonly text: string;
  readonly hits: readonly SearchHit[];
}

export class SearchEngine<T extends SearchDoc> {
  private readonly literals: string[];
  private readonly names: string[];
  private readonly compactNames: string[];
  private readonly codes: string[];
  private readonly ids: string[];
  /** Each distinct word of the folded names → the positions of the articles holding it. */
  private readonly vocabulary = new Map<string, number[]>();
  private vocabularyWords: string[] | null = null;
  /** How many articles are indexed: the engine is built in steps (prepare), a search finishes it first. */
  private indexed = 0;

  constructor(readonly docs: readonly T[]) {
    const count = docs.length;
    this.literals = new Array<string>(count);
    this.names = new Array<string>(count);
    this.compactNames = new Array<string>(count);
    this.codes = new Array<string>(count);
    this.ids = new Array<string>(count);
  }

  /**
   * Indexes the articles not yet indexed, asking `more()` every few dozen whether to go on; true once all
   * are. A listing builds its engine this way in idle moments, never in one long task (docs/architecture.md).
   */
  prepare(more: () => boolean = () => true): boolean {
    const { docs } = this;
    while (this.indexed < docs.length) {
      const index = this.indexed;
      const doc = docs[index]!;
      const name = foldText(doc.nombre);
      this.literals[index] = doc.nombre.toLowerCase();
      this.names[index] = name;
      this.compactNames[index] = compactText(name);
      this.codes[index] = doc.codigo ? compactText(foldText(doc.codigo)) : '';
      this.ids[index] = doc.id.trim();
      for (const word of name.split(' ')) {
        const holders = this.vocabulary.get(word);
        if (!holders) this.vocabulary.set(word, [index]);
        else if (holders[holders.length - 1] !== index) holders.push(index);
      }
      this.indexed = index + 1;
      if (this.indexed % 64 === 0 && this.indexed < docs.length && !more()) return false;
    }
    return true;
  }

  /** The vocabulary's words (every article indexed first). */
  private get words(): string[] {
    this.prepare();
    this.vocabularyWords ??= [...this.vocabulary.keys()];
    return this.vocabularyWords;
  }

  /** The vocabulary words a typed word stands for, each with its cost (0 as typed, synonyms, typos). */
  private wordsFor(typed: string): Map<string, number> {
    const found = new Map<string, number>();
    const add = (word: string, cost: number) => {
      if (!((found.get(word) ?? Infinity) <= cost)) found.set(word, cost);
    };
    const containing = (part: string, cost: number) => {
      for (const word of this.words) if (containsWord(word, part)) add(word, cost);
    };
    containing(typed, 0);
    for (const synonym of synonyms.get(typed) ?? []) containing(synonym, SYNONYM_COST);
    if (found.size > 0 || !LETTERS_ONLY.test(typed)) return found;
    const max = allowedTypos(typed);
    if (max === 0) return found;
    for (const word of this.words) {
      let typos = editDistance(typed, word, max);
      // A word still being typed: its beginning, with the typos allowed ("balvul" → "valvula").
      if (typos > max && word.length > typed.length) typos = editDistance(typed, word.slice(0, typed.length), max);
      if (typos <= max) add(word, typos);
    }
    for (const synonym of synonymWords) {
      const typos = editDistance(typed, synonym, max);
      if (typos > max) continue;
      containing(synonym, typos + SYNONYM_COST);
      for (const other of synonyms.get(synonym) ?? []) containing(other, typos + SYNONYM_COST);
    }
    return found;
  }

  /** Each article's total cost for holding every typed word (as typed, a synonym or with typos); Infinity: not held. */
  private byWords(words: readonly string[]): Float64Array {
    const total = new Float64Array(this.docs.length);
    const cost = new Float64Array(this.docs.length);
    for (const typed of words) {
      cost.fill(Infinity);
      for (const [word, wordCost] of this.wordsFor(typed)) {
        for (const index of this.vocabulary.get(word) ?? []) if (wordCost < cost[index]!) cost[index] = wordCost;
      }
      for (let index = 0; index < total.length; index += 1) total[index]! += cost[index]!;
    }
    return total;
  }

  private matchText(query: Extract<SearchQuery, { mode: 'text' }>): Float64Array {
    const { literal, words, compact } = query;
    const costs = compact === '' ? new Float64Array(this.docs.length).fill(Infinity) : this.byWords(words);
    const severalWords = words.length > 1;
    for (let index = 0; index < costs.length; index += 1) {
      if (
        this.literals[index]!.includes(literal) ||
        (compact !== '' &&
          ((severalWords && this.compactNames[index]!.includes(compact)) ||
            this.codes[index] === compact ||
            this.ids[index] === compact))
      )
        costs[index] = 0;
    }
    return costs;
  }

  /** Each article's cost (Infinity: no match), or null for an empty text (everything). */
  private match(query: SearchQuery): Float64Array | null {
    this.prepare();
    switch (query.mode) {
      case 'all':
        return null;
      case 'id':
        return this.collect((doc) => doc.id.startsWith(query.prefix));
      case 'code':
        return this.collect((doc) => {
          const codigo = doc.codigo?.trim().toLowerCase();
          // An empty codigo is "contained" in every code; it must not match everything.
          return !!codigo && (codigo.includes(query.code) || query.code.includes(codigo));
        });
      case 'text':
        return this.matchText(query);
    }
  }

  private collect(test: (doc: T) => boolean): Float64Array {
    return Float64Array.from(this.docs, (doc) => (test(doc) ? 0 : Infinity));
  }

  /** The articles matching the text, in the engine's order; all of them for an empty text. */
  filter(raw: string): readonly T[] {
    const costs = this.match(parseSearch(raw));
    return costs ? this.docs.filter((_, index) => costs[index] !== Infinity) : this.docs;
  }

  /**
   * The articles matching the text in tiers, closest first: the words as typed, then through a synonym,
   * then with typos; each tier in the engine's order. /buscar shows each tier in the order chosen, so a
   * "filtro secador" lists the secadores before the filters a synonym found. Nothing for an empty text.
   */
  tiers(raw: string): T[][] {
    const costs = this.match(parseSearch(raw));
    if (!costs) return [];
    const byCost = new Map<number, T[]>();
    for (let index = 0; index < costs.length; index += 1) {
      const cost = costs[index]!;
      if (cost === Infinity) continue;
      const tier = byCost.get(cost);
      if (tier) tier.push(this.docs[index]!);
      else byCost.set(cost, [this.docs[index]!]);
    }
    return [...byCost.keys()].sort((x, y) => x - y).map((cost) => byCost.get(cost)!);
  }

  /**
   * The articles matching the text, best first: fewest typos and synonyms, then a name starting with
   * the first typed word, then the engine's order (the index is in A-Z order). Nothing for an empty text.
   * With `limit`, only the best `limit` hits are made (the navbar's list), and `total` still counts all.
   */
  rank(raw: string, limit = Infinity): SearchHit[] & { total: number } {
    const query = parseSearch(raw);
    const costs = this.match(query);
    const ranked = Object.assign([] as SearchHit[], { total: 0 });
    if (!costs) return ranked;
    const first = query.mode === 'text' ? (query.words[0] ?? '') : '';
    // Costs are steps of a half: one bucket per cost and start, filled in the engine's order (no sort),
    // each holding at most `limit` positions.
    const buckets = new Map<number, number[]>();
    for (let index = 0; index < costs.length; index += 1) {
      const cost = costs[index]!;
      if (cost === Infinity) continue;
      ranked.total += 1;
      const starts = first !== '' && this.names[index]!.startsWith(first) ? 0 : 1;
      const key = cost * 4 + starts;
      const bucket = buckets.get(key);
      if (!bucket) buckets.set(key, [index]);
      else if (bucket.length < limit) bucket.push(index);
    }
    for (const key of [...buckets.keys()].sort((x, y) => x - y)) {
      for (const index of buckets.get(key)!) {
        if (ranked.length >= limit) return ranked;
        ranked.push({ index, cost: costs[index]! });
      }
    }
    return ranked;
  }

  /**
   * For a text that finds nothing: each word that finds nothing replaced by the closest word of the
   * catalogue (at most a third of its letters changed, at least one), if the new text finds something.
   */
  suggest(raw: string): SearchSuggestion | null {
    const query = parseSearch(raw);
    if (query.mode !== 'text') return null;
    this.prepare();
    let changed = false;
    const words = query.words.map((typed) => {
      if (this.wordsFor(typed).size > 0 || !LETTERS_ONLY.test(typed)) return typed;
      const max = Math.max(1, Math.floor(typed.length / 3));
      let best = typed;
      let bestTypos = max + 1;
      for (const word of this.words) {
        if (word.length < 3 || !LETTERS_ONLY.test(word)) continue;
        const typos = editDistance(typed, word, max);
        if (typos > max) continue;
        if (typos < bestTypos || (typos === bestTypos && this.holders(word) > this.holders(best))) {
          best = word;
          bestTypos = typos;
        }
      }
      if (best !== typed) changed = true;
      return best;
    });
    if (!changed) return null;
    const text = words.join(' ');
    const hits = this.rank(text);
    return hits.length > 0 ? { text, hits } : null;
  }

  private holders(word: string): number {
    return this.vocabulary.get(word)?.length ?? 0;
  }
}

const engines = new WeakMap<readonly SearchDoc[], SearchEngine<SearchDoc>>();

/** The engine of a list, built once per list (a list is not changed after it is made). */
export function searchEngine<T extends SearchDoc>(docs: readonly T[]): SearchEngine<T> {
  let engine = engines.get(docs) as SearchEngine<T> | undefined;
  if (!engine) {
    engine = new SearchEngine(docs);
    engines.set(docs, engine as unknown as SearchEngine<SearchDoc>);
  }
  return engine;
}

/** The items matching a search text, in their given order; the same array when the search is empty. */
export const searchItems = <T extends SearchDoc>(items: readonly T[], raw: string): readonly T[] =>
  searchEngine(items).filter(raw);
