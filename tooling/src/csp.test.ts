import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { startScript } from '@frio/renderer/app-start';
import { backendPorts } from './units.ts';
import {
  contentSecurityPolicy,
  localContentSecurityPolicy,
  localRemoteContentSecurityPolicy,
  remoteContentSecurityPolicy,
} from './csp.ts';

const root = path.join(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** A policy's directives: name → sources. */
const directives = (csp: string) =>
  new Map(csp.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)] as const));

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
}

describe('firebase.json', () => {
  const hosting = readJson('firebase.json').hosting as Array<{ target: string; headers: HeaderRule[] }>;
  const shell = hosting.find((target) => target.target === 'shell')!;
  const cspRules = shell.headers.filter((rule) =>
    rule.headers.some((header) => header.key === 'Content-Security-Policy'),
  );

  it('lets the Realtime Database fall back to long polling (its script tags) in production', () => {
    const scriptSrc = contentSecurityPolicy([])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc.split(' ')).toEqual(
      expect.arrayContaining(['https://*.firebaseio.com', 'https://*.firebasedatabase.app']),
    );
  });

  it('allows one inline script, the start script, by its hash: no other inline script runs', () => {
    const hash = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
    for (const csp of [contentSecurityPolicy([]), localContentSecurityPolicy()]) {
      const scriptSrc = csp
        .split('; ')
        .find((directive) => directive.startsWith('script-src '))!
        .split(' ');
      expect(scriptSrc.filter((source) => source.startsWith("'") && source !== "'self'")).toEqual([hash]);
    }
  });

  it('lets no other site frame the pages (clickjacking), in production and locally alike', () => {
    const directive = (csp: string) => csp.split('; ').filter((part) => part.startsWith('frame-ancestors '));
    const deployed = cspRules[0]!.headers.find((header) => header.key === 'Content-Security-Policy')!.value;
    expect(directive(deployed)).toEqual(["frame-ancestors 'self'"]);
    expect(directive(localContentSecurityPolicy())).toEqual(["frame-ancestors 'self'"]);
  });

  it("lets no one frame a remote's standalone pages, in production and locally alike", () => {
    const remotes = hosting.filter((target) => target.target !== 'shell');
    expect(remotes).toHaveLength(4);
    for (const remote of remotes) {
      const rules = remote.headers.filter((rule) =>
        rule.headers.some((header) => header.key === 'Content-Security-Policy'),
      );
      expect(rules, remote.target).toEqual([
        { source: '**', headers: [{ key: 'Content-Security-Policy', value: remoteContentSecurityPolicy() }] },
      ]);
    }
    expect(directives(remoteContentSecurityPolicy()).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(localRemoteContentSecurityPolicy()).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("gives a remote's pages the shell's policy without other units, inline scripts or framers", () => {
    for (const [shell, remote] of [
      [contentSecurityPolicy([]), remoteContentSecurityPolicy()],
      [localContentSecurityPolicy(), localRemoteContentSecurityPolicy()],
    ] as const) {
      const units = [...directives(shell).get('default-src')!].filter((source) => source !== "'self'");
      const expected = new Map(
        [...directives(shell)].map(([name, sources]) => [
          name,
          name === 'frame-ancestors'
            ? ["'none'"]
            : sources.filter((source) => !units.includes(source) && !source.startsWith("'sha256-")),
        ]),
      );
      expect(directives(remote)).toEqual(expected);
    }
    // Locally it may reach the demo backend, as the shell's pages do.
    expect(directives(localRemoteContentSecurityPolicy()).get('connect-src')).toEqual(
      expect.arrayContaining([`ws://localhost:${backendPorts.database}`, `http://localhost:${backendPorts.auth}`]),
    );
  });

  it('sends the CSP with every response of the shell, so with every HTML one', () => {
    // A narrower match (routes and /index.html only) left /app.html, /404.html, /login/index.html and the
    // 404 of a dotted path without it: scripts/firebase-json.test.ts checks every HTML file against it.
    expect(cspRules).toHaveLength(1);
    expect(cspRules[0]).toMatchObject({ source: '**' });
    expect(cspRules[0]!.regex).toBeUndefined();
  });

  it('lets one script of Instagram run, the embed, and no other of its origin', () => {
    const scriptSrc = contentSecurityPolicy([])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ');
    expect(scriptSrc.filter((source) => /instagram/.test(source))).toEqual(['https://www.instagram.com/embed.js']);
  });

  it("lets Firefox prefetch the remotes' files (default-src), and nothing else gains their origins", () => {
    const remotes = ['https://a.example', 'https://b.example'];
    const directives = new Map(
      contentSecurityPolicy(remotes)
        .split('; ')
        .map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)] as const),
    );
    expect(directives.get('default-src')).toEqual(["'self'", ...remotes]);
    // Every fetch directive that would fall back to default-src is written out (CSP 3 §6.1): only a
    // fetch with no directive of its own (Firefox's <link rel=prefetch>) reads default-src.
    const fetchDirectives = ['script-src', 'style-src', 'img-src', 'connect-src', 'font-src', 'object-src'];
    for (const directive of [...fetchDirectives, 'media-src', 'manifest-src', 'frame-src', 'worker-src'])
      expect(directives.has(directive), directive).toBe(true);
    expect(directives.get('media-src')).toEqual(["'self'"]);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
  });
});
