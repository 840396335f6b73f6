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
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly serveStaleFor = 0,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit?.settled && hit.expires + this.serveStaleFor > now) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    return this.store(key, load()).value;
  }

  clear() {
    this.entries.clear();
  }

  private store(key: string, value: Promise<V>) {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    const entry: Entry<V> = { expires: Date.now() + this.ttlMs, value, settled: false, refreshing: false };
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

  /** One background load for a stale entry; it replaces the entry when it arrives, a failure keeps it. */
  private refresh(key: string, stale: Entry<V>, load: () => Promise<V>) {
    stale.refreshing = true;
    const next = load();
    next.then(
      () => {
        if (this.entries.get(key) === stale) this.store(key, next).settled = true;
      },
      () => {
        stale.refreshing = false;
      },
    );
  }
}
