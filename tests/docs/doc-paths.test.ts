import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path a document names in backticks exists, so the map and the design pages cannot
 * drift from the code unnoticed. A path is a backticked word with a file extension, or one under a
 * top-level folder; URLs, globs, placeholders and files written at run time are not the repository's.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

const documents = ['README.md', 'tests/load/README.md', ...markdownUnder('docs')];
const extension = /\.(ts|tsx|mjs|cjs|js|json|sql|md|css|html|yml|yaml)$/;
/** A slash alone makes a path only under a folder of the repository ('Asia/Kuala_Lumpur' is a zone). */
const topLevel = new Set(readdirSync(root));
/** Written at run time or by a build, so never in a clone: the data directory, builds, dependencies. */
const notInClone = /^(\.data|node_modules|web\/dist|web\/dist-ms|web\/dist-server|widgets\/dist|i18n\/paraglide)(\/|$)/;

function namedPaths(text: string) {
  const named = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1].replace(/[.,:;]$/, ''));
  return named.filter(
    (name) =>
      (extension.test(name) || topLevel.has(name.split('/')[0])) &&
      !/^(\/|\.\.\/|https?:|[a-z]+:)/.test(name) && // URLs, URL paths, and files outside the repository
      !/[<>*{}$?=&|()[\]'"@]/.test(name) && // globs, placeholders, queries, code
      !notInClone.test(name),
  );
}

describe('paths named in the documents', () => {
  it('finds paths to check (the pattern still matches how the documents write them)', () => {
    expect(namedPaths(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')).length).toBeGreaterThan(50);
  });

  it.each(documents)('%s names only paths that exist', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const missing = namedPaths(text).filter((name) => !existsSync(path.join(root, name)));
    expect(missing).toEqual([]);
  });
});
