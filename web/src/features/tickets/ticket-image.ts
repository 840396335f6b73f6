import { m } from '@pentas/i18n/messages';
import type { TicketImageLabel } from './ticket-image-label';

/** The app's own font (bundled by @fontsource, never from a CDN), then the system's. */
const FONT = '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const WIDTH = 720;
const PADDING = 56;
const TEXT_WIDTH = WIDTH - 2 * PADDING;

const styles = {
  event: { font: `700 36px ${FONT}`, color: '#0c0a09', lineHeight: 46 },
  when: { font: `600 28px ${FONT}`, color: '#0c0a09', lineHeight: 38 },
  venue: { font: `400 26px ${FONT}`, color: '#44403c', lineHeight: 36 },
  type: { font: `600 28px ${FONT}`, color: '#0c0a09', lineHeight: 38 },
  holder: { font: `400 26px ${FONT}`, color: '#44403c', lineHeight: 36 },
  reference: { font: `400 22px ${FONT}`, color: '#57534e', lineHeight: 32 },
} satisfies Record<keyof TicketImageLabel, { font: string; color: string; lineHeight: number }>;

function loadImage(src: string) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(m.wallet_image_unreadable()));
    image.src = src;
  });
}

/** `text` cut into lines no wider than `width` at the context's current font (a word too long stays whole). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/**
 * The ticket as one PNG: its code on white, large enough for any scanner, and under it the event,
 * date and time, venue, type, holder and reference, so the picture alone gets its holder in.
 */
export async function drawTicketImage(qrDataUrl: string, label: TicketImageLabel): Promise<Blob> {
  const code = await loadImage(qrDataUrl);
  // The page's font is bundled; wait for it so the text is not drawn in a fallback.
  await document.fonts?.load(styles.event.font).catch(() => undefined);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error(m.wallet_image_no_canvas());

  const measure = (key: keyof TicketImageLabel) => {
    context.font = styles[key].font;
    return wrap(context, label[key], TEXT_WIDTH);
  };
  const blocks = (Object.keys(styles) as (keyof TicketImageLabel)[]).map((key) => ({ key, lines: measure(key) }));
  const textHeight = blocks.reduce((sum, b) => sum + b.lines.length * styles[b.key].lineHeight, 0);
  // The code at its own size (512 px, a few pixels a module), centred: scaled, its modules would come out uneven.
  const side = Math.min(code.naturalWidth, TEXT_WIDTH);
  canvas.width = WIDTH;
  canvas.height = PADDING + side + 32 + textHeight + PADDING;

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingEnabled = false;
  context.drawImage(code, (WIDTH - side) / 2, PADDING, side, side);
  context.textBaseline = 'top';
  let y = PADDING + side + 32;
  for (const { key, lines } of blocks) {
    context.font = styles[key].font;
    context.fillStyle = styles[key].color;
    for (const line of lines) {
      context.fillText(line, PADDING, y);
      y += styles[key].lineHeight;
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(m.wallet_image_not_made()))), 'image/png'),
  );
}
