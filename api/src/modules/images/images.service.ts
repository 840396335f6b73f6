import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
import { sniffImageType } from '../../providers/storage/sniff';
import type { SessionUser } from '../auth/auth.service';
import { claimUpload, completeUpload, createUpload, findUpload, releaseUpload } from './images.queries';

export const MAX_POSTER_BYTES = 5 * 1024 * 1024;
export const UPLOAD_LINK_MINUTES = 10;

function sign(secret: string, key: string, expires: number) {
  return createHmac('sha256', secret).update(`${key}:${expires}`).digest('base64url');
}

/** A link to upload one poster, for users who may create events. */
export async function createUploadLink(deps: AppDeps, user: SessionUser) {
  if (!can(user.role, 'create-events')) throw forbidden('Only organizers can upload posters.');
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
  if (!row || row.userId !== userId) return notFound('Upload not found.');
  if (row.claimedAt) return conflict('This upload link was already used. Please choose the file again.', 'upload_used');
  return uploadExpired();
}

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
    throw forbidden('This upload link is not valid.');
  if (!(await claimUpload(deps.db, key, user.id))) throw await refusal(deps, key, user.id);
  if (bytes.byteLength > MAX_POSTER_BYTES) throw posterTooLarge();
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type) throw unsupportedImage();
  await deps.storage.put(key, bytes, type);
  await completeUpload(deps.db, key, type, bytes.byteLength);
  return { objectPath: `/objects/${key}` };
}

/** The upload link (or object path) the browser used → its key, or a 422. */
function keyOf(imageURL: string) {
  const match = /(?:\/posters\/|\/uploads\/|\/incoming\/)([0-9a-f]{32})(?:[?/]|$)/.exec(imageURL);
  if (!match) throw validationFailed([{ path: 'imageURL', message: 'Not an upload link from this site' }]);
  return `posters/${match[1]}`;
}

/**
 * After the browser's PUT: the poster's path for an event's imageUrl. S3 uploads are checked here
 * (size, type from the bytes); a bad one is deleted.
 */
export async function finishUpload(deps: AppDeps, user: SessionUser, imageURL: string) {
  const key = keyOf(imageURL);
  const row = await findUpload(deps.db, key);
  if (!row || row.userId !== user.id) throw notFound('Upload not found.');
  if (!row.completedAt && deps.storage.kind === 's3') {
    if (!(await claimUpload(deps.db, key, user.id))) throw await refusal(deps, key, user.id);
    const stored = await deps.storage.inspectUpload(key);
    if (!stored) {
      await releaseUpload(deps.db, key);
      throw badRequest('The file was not uploaded. Please try again.', 'not_uploaded');
    }
    const type = sniffImageType(stored.head);
    if (stored.size > MAX_POSTER_BYTES || !type) {
      await deps.storage.discardUpload(key);
      throw stored.size > MAX_POSTER_BYTES ? posterTooLarge() : unsupportedImage();
    }
    await deps.storage.commitUpload(key, type);
    await completeUpload(deps.db, key, type, stored.size);
  } else if (!row.completedAt) {
    throw badRequest('The file was not uploaded. Please try again.', 'not_uploaded');
  }
  return { objectPath: `/objects/${key}` };
}

/** A stored poster with its content type, or null. */
export async function openPoster(deps: AppDeps, id: string) {
  const key = `posters/${id}`;
  const row = await findUpload(deps.db, key);
  if (!row?.completedAt || !row.contentType) return null;
  const object = await deps.storage.get(key);
  return object ? { ...object, contentType: row.contentType } : null;
}
