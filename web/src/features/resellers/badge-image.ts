/** An earned badge downloads as a 300x200 image. */
const BADGE_IMAGE = { width: 300, height: 200 } as const;

export interface BadgeCard {
  badgeName: string;
  /** What earned it, e.g. '10 sales'. */
  earnedFor: string;
  resellerName: string;
  code: string;
}

/**
 * Draws the badge on a 300x200 canvas in the browser (no request: it is the reseller's own data) and
 * resolves with it as a PNG. Rejects when the browser gives no 2D context or no image.
 */
export function drawBadge(card: BadgeCard, doc: Document = document): Promise<Blob> {
  const canvas = doc.createElement('canvas');
  canvas.width = BADGE_IMAGE.width;
  canvas.height = BADGE_IMAGE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('No 2D canvas'));
  const { width, height } = BADGE_IMAGE;
  // The brand's teal with the warm accent (DESIGN.md); canvas cannot read the CSS variables.
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#0f766e');
  gradient.addColorStop(1, '#134e4a');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#f59e0b';
  ctx.beginPath();
  ctx.arc(width / 2, 52, 30, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.font = 'bold 28px sans-serif';
  ctx.fillText('★', width / 2, 62);
  ctx.font = 'bold 22px sans-serif';
  ctx.fillText(card.badgeName, width / 2, 112, width - 24);
  ctx.font = '14px sans-serif';
  ctx.fillText(card.earnedFor, width / 2, 134, width - 24);
  ctx.font = '13px sans-serif';
  ctx.fillText(card.resellerName, width / 2, 164, width - 24);
  ctx.font = '12px monospace';
  ctx.fillText(card.code, width / 2, 184, width - 24);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png'),
  );
}

/** Saves `blob` as `fileName` through an `<a download>` (the browser's own download). */
export function saveFile(blob: Blob, fileName: string, doc: Document = document) {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** 'rising-star-PNT-7Q2K9XW4DM.png' */
export const badgeFileName = (badgeId: string, code: string) => `${badgeId}-${code}.png`;
