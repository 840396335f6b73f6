import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { presignedUrlOrigins, type S3Settings } from './s3';

describe('presignedUrlOrigins', () => {
  // Presigning is local (no request), so the SDK itself says where a browser would PUT.
  it.each<Omit<S3Settings, 'accessKeyId' | 'secretAccessKey'>>([
    { bucket: 'pentas-posters', region: 'ap-southeast-1', forcePathStyle: false },
    { bucket: 'pentas-posters', region: 'us-east-1', forcePathStyle: false },
    { bucket: 'pentas.posters', region: 'ap-southeast-1', forcePathStyle: false },
    { bucket: 'pentas-posters', region: 'ap-southeast-1', forcePathStyle: true },
    { bucket: 'pentas', region: 'auto', endpoint: 'https://account.r2.cloudflarestorage.com', forcePathStyle: false },
    { bucket: 'pentas', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
  ])('includes the origin of the SDK’s presigned PUT for %j', async (settings) => {
    const client = new S3Client({ ...settings, credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } });
    const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: settings.bucket, Key: 'incoming/x' }));
    expect(presignedUrlOrigins(settings)).toContain(new URL(url).origin);
  });
});
