/** Where posters live. One interface, two providers: local disk (default) and S3-compatible. */
interface StoredObject {
  size: number;
  body: ReadableStream<Uint8Array>;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Other origins the browser PUTs upload bytes to (the web app's CSP lets it connect to them). */
  readonly uploadOrigins: string[];
  /**
   * Where the browser PUTs the bytes for `key`. Local: our own upload route, which checks the
   * bytes as they arrive. S3: a presigned URL, checked afterwards by `inspect`.
   */
  uploadUrl(key: string, expiresAt: Date): Promise<string>;
  /** Stores bytes (local uploads arrive through the API and are checked before this). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** S3: size and first bytes of what the browser uploaded for `key`, or null when nothing came. */
  inspectUpload(key: string): Promise<{ size: number; head: Uint8Array } | null>;
  /**
   * S3: what the browser uploaded for `key`, at most `maxBytes + 1` bytes of it (one more than allowed
   * tells a file too big, whatever a HEAD said before: the presigned URL can be used again until it
   * expires), or null. The bytes read are the ones checked and then stored with `put`: the incoming
   * key itself is never served.
   */
  readUpload(key: string, maxBytes: number): Promise<Uint8Array | null>;
  /** S3: throws away an upload that failed its checks. */
  discardUpload(key: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
}

/**
 * Object keys are ours alone: 'posters/' and 32 hex characters, or a poster's WebP variant
 * ('-w<width>.webp' after it). Nothing else reaches a provider.
 */
export const OBJECT_KEY = /^posters\/[0-9a-f]{32}(-w[1-9][0-9]{0,3}\.webp)?$/;
