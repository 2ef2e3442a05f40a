import { describe, expect, it } from 'vitest';
import { anchors, docsReferences, relativeLinks, slug } from './docs-check.ts';

describe('docs-check', () => {
  it('gives headings the anchors GitHub gives them', () => {
    expect(slug('Back-office: `/admin`')).toBe('back-office-admin');
    expect(slug("The owner's claim")).toBe('the-owners-claim');
    expect(slug('Deshacer la última publicación')).toBe('deshacer-la-última-publicación');
    expect([...anchors('# A\n\n## Notes\n\n```\n# not a heading\n```\n\n## Notes\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });

  it('reads relative links outside code, and docs/ references with their heading', () => {
    const markdown = 'See [a](a.md#x), [web](https://example.com), [mail](mailto:x@y.z) and `[c](c.md)`.';
    expect(relativeLinks(markdown)).toEqual(['a.md#x']);
    expect(docsReferences('(docs/architecture.md "App Check") and docs/testing.md.')).toEqual([
      { file: 'architecture.md', heading: 'App Check' },
      { file: 'testing.md' },
    ]);
  });
});
