/**
 * A remote's stylesheets reduced to the rules a document's markup can use, for inlining. The federation
 * plugin gives every page all of its remote's stylesheets, and inlined whole they made a product page's
 * HTML 72 KB. Safe because the remote loads its full stylesheets before its page module runs.
 */
import { transform } from 'lightningcss';

/** Every class name in React's markup (`class="a b"`; React escapes quotes inside values). */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const version = (major: number, minor = 0) => (major << 16) | (minor << 8);
/** The units' build target (es2022 in Vite's table), so lightningcss prints kept rules as the build wrote them. */
const targets = {
  chrome: version(94),
  edge: version(94),
  firefox: version(93),
  safari: version(16, 4),
  ios_saf: version(16, 4),
  opera: version(80),
};

/**
 * `css` without the style rules no element with `used` classes can match. A selector needs every class it
 * names outside a functional pseudo-class (`:not(.x)` needs nothing).
 */
export function usedRules(css: string, used: ReadonlySet<string>): string {
  const { code } = transform({
    filename: 'inline.css',
    code: Buffer.from(css),
    minify: true,
    targets,
    visitor: {
      Rule: {
        // A rule is kept or dropped whole: printing a rebuilt rule does not round-trip every value.
        style(rule) {
          const matches = rule.value.selectors.some((selector) =>
            selector.every((part) => part.type !== 'class' || used.has(part.name)),
          );
          return matches ? undefined : [];
        },
      },
    },
  });
  // A conditional block left without rules goes too (lightningcss keeps it, printed as `{}`).
  let text = code.toString();
  for (let before = ''; before !== text;) [before, text] = [text, text.replace(emptyBlock, '')];
  return text;
}

const emptyBlock = /@(?:media|supports|container)[^{}]*\{\}/g;

/** The part of a markup's classes a stylesheet's reduction depends on. */
function definedClasses(css: string): string[] {
  return [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!))];
}

/** Kept reductions: pages of one kind (every product page) share their stylesheets' used classes. */
const MAX_KEPT = 500;

/** `usedRules`, cached: a function renders many pages of a kind, and each reduction costs milliseconds. */
export function usedRulesOf(): (sheet: { href: string; css: string }, used: ReadonlySet<string>) => string {
  const defined = new Map<string, string[]>();
  const kept = new Map<string, string>();
  return ({ href, css }, used) => {
    if (!defined.has(href)) defined.set(href, definedClasses(css));
    const key = `${href}\n${defined
      .get(href)!
      .filter((name) => used.has(name))
      .join(' ')}`;
    let reduced = kept.get(key);
    if (reduced === undefined) {
      if (kept.size >= MAX_KEPT) kept.clear();
      reduced = usedRules(css, used);
      kept.set(key, reduced);
    }
    return reduced;
  };
}
