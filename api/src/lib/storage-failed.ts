/**
 * An object store's failure (S3 away, a reset connection), as the storage provider reports it: our
 * fault (500), and never mistaken for the database going away, whose socket errors look the same.
 */
export class StorageFailed extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    const code = (cause as { code?: unknown } | null)?.code;
    super(`object storage failed${typeof code === 'string' ? ` (${code})` : ''}`, { cause });
    this.name = 'StorageFailed';
    this.code = typeof code === 'string' ? code : undefined;
  }
}
