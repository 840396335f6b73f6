import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { m } from '@pentas/i18n/messages';
import { posterVariantPath } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import {
  type AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  posterTooLarge,
  unsupportedImage,
  uploadExpired,
  validationFailed,
} from '../../lib/errors';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { StorageFailed } from '../../lib/storage-failed';
import { sniffImageType } from '../../providers/storage/sniff';
import {
  claimUpload,
  completedVariantWidths,
  completeUpload,
  createUpload,
  findUpload,
  releaseUpload,
} from './images.queries';
import { makePosterVariants, type PosterVariant } from './poster-variants';

export const MAX_POSTER_BYTES = 5 * 1024 * 1024;
const UPLOAD_LINK_MINUTES = 10;
const UPLOAD_NOT_FOUND = said(m.problem_account_upload_not_found);
const notUploaded = () => badRequest(said(m.problem_account_not_uploaded), 'not_uploaded');

function sign(secret: string, key: string, expires: number) {
  return createHmac('sha256', secret).update(`${key}:${expires}`).digest('base64url');
}

/** A link to upload one poster, for users who may create events. */
export async function createUploadLink(deps: AppDeps, user: SessionUser) {
  if (!can(user.role, 'create-events')) throw forbidden(said(m.problem_account_organizers_upload_posters));
  const key = `posters/${randomBytes(16).toString('hex')}`;
  const expiresAt = new Date(Date.now() + UPLOAD_LINK_MINUTES * 60_000);
  await createUpload(deps.db, key, user.id, expiresAt);
  const url = await deps.storage.uploadUrl(key, expiresAt);
  if (deps.storage.kind === 's3') return { uploadURL: url };
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { uploadURL: `${url}?expires=${expires}&signature=${sign(deps.secret, key, expires)}` };
}

/** Why a link cannot be used, in words. */
async function refusal(deps: AppDeps, key: string, userId: string): Promise<AppError> {
  const row = await findUpload(deps.db, key);
  if (!row || row.userId !== userId) return notFound(UPLOAD_NOT_FOUND);
  if (row.claimedAt) return conflict(said(m.problem_account_upload_used), 'upload_used');
  return uploadExpired();
}

/** The poster's WebP variants, or 415 when it does not decode (nothing has been stored yet). */
async function variantsOrRefuse(bytes: Uint8Array) {
  const variants = await makePosterVariants(bytes);
  if (!variants) throw unsupportedImage();
  return variants;
}

/** Stores the variants beside the poster, at the paths the web derives (`posterVariantPath`). */
async function storeVariants(deps: AppDeps, key: string, variants: PosterVariant[]) {
  await Promise.all(variants.map((v) => deps.storage.put(posterVariantPath(key, v.width), v.bytes, 'image/webp')));
}

const widthsOf = (variants: PosterVariant[]) => variants.map((v) => v.width);

/** Local storage: the bytes arrive here, are checked, and only then stored. */
export async function receiveUpload(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  link: { expires: number; signature: string },
  bytes: Uint8Array,
) {
  const key = `posters/${id}`;
  const expected = Buffer.from(sign(deps.secret, key, link.expires));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw forbidden(said(m.problem_account_upload_link_invalid));
  if (!(await claimUpload(deps.db, key, user.id))) throw await refusal(deps, key, user.id);
  if (bytes.byteLength > MAX_POSTER_BYTES) throw posterTooLarge();
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type) throw unsupportedImage();
  const variants = await variantsOrRefuse(bytes);
  await deps.storage.put(key, bytes, type);
  await storeVariants(deps, key, variants);
  await completeUpload(deps.db, key, { contentType: type, size: bytes.byteLength, variantWidths: widthsOf(variants) });
  return { objectPath: `/objects/${key}` };
}

/** The upload link (or object path) the browser used → its key, or a 422. */
function keyOf(imageURL: string) {
  const match = /(?:\/posters\/|\/uploads\/|\/incoming\/)([0-9a-f]{32})(?:[?/]|$)/.exec(imageURL);
  if (!match) throw validationFailed([{ path: 'imageURL', message: said(m.problem_account_not_upload_link) }]);
  return `posters/${match[1]}`;
}

/**
 * An S3 upload checked (size, type from the bytes read) and stored with its variants; a bad one is
 * deleted. The caller holds the link's claim.
 */
async function checkAndStoreS3Upload(deps: AppDeps, key: string) {
  const stored = await deps.storage.inspectUpload(key);
  if (!stored) {
    await releaseUpload(deps.db, key);
    throw notUploaded();
  }
  const type = sniffImageType(stored.head);
  if (stored.size > MAX_POSTER_BYTES || !type) {
    await deps.storage.discardUpload(key);
    throw stored.size > MAX_POSTER_BYTES ? posterTooLarge() : unsupportedImage();
  }
  // Checked again on the bytes read, which are the ones stored: the object may have been replaced.
  const bytes = await deps.storage.readUpload(key, MAX_POSTER_BYTES);
  if (bytes && bytes.byteLength > MAX_POSTER_BYTES) {
    await deps.storage.discardUpload(key);
    throw posterTooLarge();
  }
  const readType = bytes && sniffImageType(bytes.subarray(0, 16));
  const variants = readType && (await makePosterVariants(bytes));
  if (!bytes || !readType || !variants) {
    await deps.storage.discardUpload(key);
    throw unsupportedImage();
  }
  await deps.storage.put(key, bytes, readType);
  await deps.storage.discardUpload(key);
  await storeVariants(deps, key, variants);
  await completeUpload(deps.db, key, {
    contentType: readType,
    size: bytes.byteLength,
    variantWidths: widthsOf(variants),
  });
}

/**
 * After the browser's PUT: the poster's path for an event's imageUrl. S3 uploads are checked here
 * (size, type from the bytes); a bad one is deleted.
 */
export async function finishUpload(deps: AppDeps, user: SessionUser, imageURL: string) {
  const key = keyOf(imageURL);
  const row = await findUpload(deps.db, key);
  if (!row || row.userId !== user.id) throw notFound(UPLOAD_NOT_FOUND);
  if (!row.completedAt && deps.storage.kind === 's3') {
    if (!(await claimUpload(deps.db, key, user.id))) throw await refusal(deps, key, user.id);
    try {
      await checkAndStoreS3Upload(deps, key);
    } catch (err) {
      // The store failed before the poster was kept: the same link works again once it is back.
      if (err instanceof StorageFailed) await releaseUpload(deps.db, key);
      throw err;
    }
  } else if (!row.completedAt) {
    throw notUploaded();
  }
  return { objectPath: `/objects/${key}` };
}

/** A stored poster, or one of its variants (`width`), with its content type, or null. */
export async function openPoster(deps: AppDeps, id: string, width?: number) {
  const key = `posters/${id}`;
  const row = await findUpload(deps.db, key);
  if (!row?.completedAt || !row.contentType) return null;
  if (width !== undefined && !row.variantWidths.includes(width)) return null;
  const object = await deps.storage.get(width === undefined ? key : posterVariantPath(key, width));
  return object ? { ...object, contentType: width === undefined ? row.contentType : 'image/webp' } : null;
}

/**
 * The variant widths to record on an event for its `imageUrl`: those of the upload it names, and
 * none for anything else (SVG, other sites, an upload not finished). Read once per write, so a
 * catalog read finds them on the event row.
 */
export async function variantsOfImage(deps: AppDeps, imageUrl: string | null): Promise<number[]> {
  const id = uploadedPosterId(imageUrl);
  if (!id) return [];
  return (await completedVariantWidths(deps.db, `posters/${id}`)) ?? [];
}

/** The object id of an uploaded poster's path, or null for any other image. */
function uploadedPosterId(imageUrl: string | null) {
  return (imageUrl && /^\/objects\/posters\/([0-9a-f]{32})$/.exec(imageUrl)?.[1]) || null;
}

/**
 * An uploaded poster's bytes for the share card: its widest variant (the original for an upload
 * from before variants), or null for anything else — an SVG, or an image on another site, which
 * the server never fetches (it would fetch any URL an organizer typed).
 */
export async function readPosterForCard(deps: AppDeps, imageUrl: string | null, variants: number[]) {
  const id = uploadedPosterId(imageUrl);
  if (!id) return null;
  const poster = await openPoster(deps, id, variants.length ? Math.max(...variants) : undefined);
  return poster ? new Uint8Array(await new Response(poster.body).arrayBuffer()) : null;
}
