import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { StorageFailed } from '../../lib/storage-failed';
import { OBJECT_KEY, type ObjectStorage } from './storage';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * Where the SDK's presigned URLs point: the bucket as a host of its own (virtual-hosted style), or the
 * endpoint with the bucket in the path (path style: forced, or a bucket name that is no DNS label).
 * Both are listed, so the browser may PUT to whichever the SDK picks.
 */
export function presignedUrlOrigins(settings: Pick<S3Settings, 'bucket' | 'region' | 'endpoint'>): string[] {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return [endpoint.origin, `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`];
}

/** Any S3-compatible store (AWS, R2, MinIO, …). The browser uploads straight to it with a presigned PUT. */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!OBJECT_KEY.test(key)) throw new Error(`invalid object key: ${key}`);
    return key;
  };
  /** Where the browser's presigned PUT lands: never served. */
  const incoming = (key: string) => `incoming/${checked(key).slice('posters/'.length)}`;
  const missing = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
  };
  /** The SDK's call; a failure other than a missing object is the store's (never the database's). */
  const send: S3Client['send'] = async (command: Parameters<S3Client['send']>[0]) => {
    try {
      return await client.send(command);
    } catch (err) {
      throw missing(err) ? err : new StorageFailed(err);
    }
  };
  return {
    kind: 's3',
    uploadOrigins: presignedUrlOrigins(settings),
    async uploadUrl(key, expiresAt) {
      const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: incoming(key) }), {
        expiresIn,
      });
    },
    async put(key, bytes, contentType) {
      await send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }));
    },
    async inspectUpload(key) {
      try {
        const head = await send(new HeadObjectCommand({ Bucket, Key: incoming(key) }));
        const first = await send(new GetObjectCommand({ Bucket, Key: incoming(key), Range: 'bytes=0-15' }));
        return { size: head.ContentLength ?? 0, head: await (first.Body?.transformToByteArray() ?? new Uint8Array()) };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async readUpload(key, maxBytes) {
      try {
        const res = await send(new GetObjectCommand({ Bucket, Key: incoming(key), Range: `bytes=0-${maxBytes}` }));
        return res.Body ? await res.Body.transformToByteArray() : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async get(key) {
      try {
        const res = await send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!res.Body) return null;
        return { size: res.ContentLength ?? 0, body: res.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async discardUpload(key) {
      await send(new DeleteObjectCommand({ Bucket, Key: incoming(key) }));
    },
  };
}
