/** Typo tolerance: how many typos a word may have, and a bounded edit distance. */

export function allowedTypos(word: string): number {
  if (word.length <= 4) return 0;
  return word.length <= 8 ? 1 : 2;
}

/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions, substitutions and
 * swaps of two neighbours each cost 1: "vlavula" is one typo from "valvula"), or `max + 1` as soon as it
 * is known to exceed `max`. Bounded so that comparing a word with a whole vocabulary stays cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
