/**
 * The share card's picture as SVG (1200×630, what chat apps and social sites show for a link):
 * the brand's name, the event's title (up to three lines), when (amber) and where (up to two
 * lines), on the brand's dark teal, with room on the right for the poster when there is one. Pure: text in, SVG text out; share-card.ts renders it.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The poster's side of the card (cover-fit into it), when the event has a raster poster. */
export const POSTER_WIDTH = 480;

const PADDING = 64;
/** Fonts installed with Debian (fonts-dejavu, fonts-liberation), then whatever sans-serif there is. */
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export interface CardText {
  title: string;
  /** e.g. 'Sat, 12 Dec 2026 · 7:30 pm', in the event's zone */
  when: string;
  /** e.g. 'Perdana Botanical Gardens, Kuala Lumpur, Malaysia' */
  where: string;
}

/** Whether XML 1.0 allows this character at all (no C0 controls but tab and line breaks, no U+FFFE/F). */
const xmlAllows = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff;
};

/**
 * Text as SVG character data: the five characters that could end it or start markup are escaped,
 * and characters XML does not allow are dropped (librsvg would refuse the whole card).
 */
export function escapeSvgText(text: string): string {
  return Array.from(text)
    .filter(xmlAllows)
    .join('')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * Words into at most `maxLines` lines of about `maxChars` characters (the fonts' average width:
 * SVG does not wrap), the last one ending in '…' when the text does not fit. A word longer than a
 * line is cut.
 */
/** The first `n` characters, never half of a surrogate pair. */
const cut = (text: string, n: number) => Array.from(text).slice(0, n).join('');

export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let next = 0;
  while (next < words.length && lines.length < maxLines) {
    const first = words[next++];
    let line = first.length > maxChars ? `${cut(first, maxChars - 1)}…` : first;
    while (next < words.length && `${line} ${words[next]}`.length <= maxChars) line += ` ${words[next++]}`;
    lines.push(line);
  }
  if (next < words.length) {
    // Room for the '…', and no dangling space or '&' before it.
    const last = (lines.pop() ?? '').replace(/…$/, '');
    lines.push(`${(last.length < maxChars ? last : cut(last, maxChars - 1)).replace(/[\s,;:&-]+$/, '')}…`);
  }
  return lines;
}

/** Lines as `<tspan>`s of one `<text>`, `lineHeight` apart. */
function textBlock(lines: string[], x: number, y: number, lineHeight: number, attributes: string) {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" y="${y + i * lineHeight}">${escapeSvgText(line)}</tspan>`)
    .join('');
  return `<text ${attributes}>${spans}</text>`;
}

/** The card without its poster: the poster, if any, is laid over the right `POSTER_WIDTH` pixels. */
export function shareCardSvg(text: CardText, withPoster: boolean): string {
  const textWidth = CARD_WIDTH - 2 * PADDING - (withPoster ? POSTER_WIDTH : 0);
  // Generous average advances (DejaVu Sans Bold about 0.66 em, the regular face 0.56 em, wider
  // than Liberation Sans), so a line of wide letters still ends inside the padding.
  const titleSize = 56;
  const title = wrapText(text.title, Math.floor(textWidth / (titleSize * 0.66)), 3);
  const where = wrapText(text.where, Math.floor(textWidth / (28 * 0.56)), 2);
  const titleTop = 214;
  const whenTop = titleTop + title.length * 68 + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<rect x="${PADDING}" y="${PADDING}" width="72" height="8" rx="4" fill="#f59e0b"/>
<text x="${PADDING}" y="124" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="6" fill="#99f6e4">PENTAS</text>
${textBlock(title, PADDING, titleTop, 68, `font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#ffffff"`)}
${textBlock([text.when], PADDING, whenTop, 40, `font-family="${FONT}" font-size="32" font-weight="700" fill="#fde68a"`)}
${textBlock(where, PADDING, whenTop + 52, 38, `font-family="${FONT}" font-size="28" fill="#ccfbf1"`)}
</svg>`;
}
