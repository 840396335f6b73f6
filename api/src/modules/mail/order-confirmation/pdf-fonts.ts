import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The style sheets of the Noto families a name may need, in the order tried (Latin, then by script). */
const STYLE_SHEETS = () => [
  require.resolve('@fontsource/noto-sans/400.css'),
  require.resolve('@fontsource/noto-sans-sc/400.css'),
  require.resolve('@fontsource/noto-sans-tamil/400.css'),
  require.resolve('@fontsource/noto-sans-arabic/400.css'),
];

interface FontFile {
  path: string;
  ranges: [number, number][];
}

/**
 * Each WOFF file of the packages' regular weight with the characters it covers, read from their own
 * style sheet (`400.css`: a file per script or per slice of Chinese). Read once, when first needed.
 */
let files: FontFile[] | undefined;
function fontFiles() {
  files ??= STYLE_SHEETS().flatMap((css) => {
    const faces = readFileSync(css, 'utf8').split('@font-face').slice(1);
    return faces.flatMap((face) => {
      const woff = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(face)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
      if (!woff || !range) return [];
      const ranges = range.split(',').map((part): [number, number] => {
        const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
        return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
      });
      return [{ path: join(dirname(css), woff), ranges }];
    });
  });
  return files;
}

const fontBytes = new Map<string, Buffer>();
/** A font file's bytes, kept for the process (a few hundred KB each, only the scripts met). */
function bytesOf(path: string) {
  let bytes = fontBytes.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    fontBytes.set(path, bytes);
  }
  return bytes;
}

/** Helvetica (pdfkit's own, WinAnsi) writes Latin-1; anything beyond needs an embedded font. */
const helveticaWrites = (text: string) => [...text].every((char) => (char.codePointAt(0) ?? 0) <= 0xff);

/** The file that draws a character: the first whose ranges hold it; Noto Sans Latin otherwise (a box). */
function fileFor(char: string) {
  const code = char.codePointAt(0) ?? 0;
  const all = fontFiles();
  return all.find((file) => file.ranges.some(([from, to]) => code >= from && code <= to)) ?? all[0];
}

/**
 * A text cut into runs that one font draws each: null (Helvetica) when it is Latin-1 only, otherwise
 * a Noto font's file and bytes per run, so a holder named in Chinese, Tamil or Arabic script shows.
 * Marks stay with the letter before them; a space goes with the word after it (pdfkit drops a space
 * that ends a continued run), so a word is never cut between fonts.
 */
export function fontRuns(text: string) {
  if (helveticaWrites(text)) return null;
  const runs: { font: string; bytes: Buffer; text: string }[] = [];
  let spaces = '';
  for (const char of text) {
    const last = runs.at(-1);
    if (/\s/u.test(char)) spaces += char;
    else if (last && (/[\p{M}\u200c\u200d]/u.test(char) || fileFor(char).path === last.font)) {
      last.text += spaces + char;
      spaces = '';
    } else {
      const file = fileFor(char);
      runs.push({ font: file.path, bytes: bytesOf(file.path), text: spaces + char });
      spaces = '';
    }
  }
  const last = runs.at(-1);
  if (last) last.text += spaces;
  return runs;
}
