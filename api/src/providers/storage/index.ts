import path from 'node:path';
import type { Env } from '../../env';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { ObjectStorage } from './storage';

export function createStorage(env: Env, dataDir: string): ObjectStorage {
  if (!env.S3_BUCKET) return localStorage(path.join(dataDir, 'objects'));
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
