interface Entry<V> {
  expires: number;
  value: Promise<V>;
  /** The value has arrived (a stale one may then be served while a new one loads). */
  settled: boolean;
  refreshing: boolean;
}

/**
 * A small read-through cache with a time to live, for reads that many callers share (the public
 * catalog, organizers' analytics). Per process and short-lived: no other instance needs what is in
 * it, and a change made elsewhere shows within `ttlMs`. Concurrent misses for one key share one load.
 *
 * With `serveStaleFor`, an expired value is still answered for that long after it expired while one
 * caller's load refreshes it in the background: nobody waits for a slow recomputation (analytics'
 * aggregates) once a value exists, and the figures are at most `ttlMs` plus one load old.
 *
 * With `refreshAfter`, a value still fresh but older than that is answered while one caller's load
 * replaces it in the background: a key read steadily never makes a caller wait for its reload, and
 * no answer is older than `ttlMs` (a value's age counts from when its load started).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly serveStaleFor = 0,
    private readonly refreshAfter = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      const age = now - (hit.expires - this.ttlMs);
      if (hit.settled && !hit.refreshing && age >= this.refreshAfter) this.refresh(key, hit, load);
      return hit.value;
    }
    if (hit?.settled && hit.expires + this.serveStaleFor > now) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    return this.store(key, load(), now).value;
  }

  clear() {
    this.entries.clear();
  }

  /** Keeps `value`, whose load started at `startedAt`: it expires `ttlMs` after that. */
  private store(key: string, value: Promise<V>, startedAt: number) {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    const entry: Entry<V> = { expires: startedAt + this.ttlMs, value, settled: false, refreshing: false };
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  /**
   * One background load for an old entry; it replaces the entry when it arrives (unless the cache
   * was cleared meanwhile). A failure keeps a stale entry (serveStaleFor) but drops a fresh one, so
   * that what the load refused (an event gone) is asked again by the next caller, not served on.
   */
  private refresh(key: string, old: Entry<V>, load: () => Promise<V>) {
    old.refreshing = true;
    const startedAt = Date.now();
    const next = load();
    next.then(
      () => {
        if (this.entries.get(key) === old) this.store(key, next, startedAt).settled = true;
      },
      () => {
        old.refreshing = false;
        if (this.entries.get(key) === old && old.expires > Date.now()) this.entries.delete(key);
      },
    );
  }
}
