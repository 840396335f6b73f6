/** Where posters live. One interface, two providers: local disk (default) and S3-compatible. */
export interface StoredObject {
  size: number;
  body: ReadableStream<Uint8Array>;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /**
   * Where the browser PUTs the bytes for `key`. Local: our own upload route, which checks the
   * bytes as they arrive. S3: a presigned URL, checked afterwards by `inspect`.
   */
  uploadUrl(key: string, expiresAt: Date, contentType: string): Promise<string>;
  /** Stores bytes (local uploads arrive through the API). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Size and first bytes of a stored object, or null when there is none. */
  inspect(key: string): Promise<{ size: number; head: Uint8Array } | null>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/** Object keys are ours alone: 'posters/' and 32 hex characters. Nothing else reaches a provider. */
export const OBJECT_KEY = /^posters\/[0-9a-f]{32}$/;
