import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once per key while fresh, again once stale', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    const load = vi.fn(async () => 42);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const cache = new TtlCache<number>(1000);
    const load = vi.fn(async () => 1);
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(cache.get('f', failing)).rejects.toThrow('down');
    await expect(cache.get('f', failing)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('never holds more than its limit', async () => {
    const cache = new TtlCache<number>(1000, 2);
    const load = vi.fn(async () => 0);
    await cache.get('1', load);
    await cache.get('2', load);
    await cache.get('3', load);
    await cache.get('1', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('TtlCache serving stale values', () => {
  it('answers the stale value at once while one load refreshes it, then the new one', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10, 5000);
    let version = 1;
    let finish = () => {};
    const load = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          const v = version++;
          finish = () => resolve(v);
          if (v === 1) resolve(v);
        }),
    );
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    // Expired: the old figure comes back at once, and only one refresh starts however many ask.
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    finish();
    await vi.waitFor(async () => expect(await cache.get('a', load)).toBe(2));
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('waits for a load again once the value is older than it may be served', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10, 5000);
    let n = 0;
    const load = vi.fn(async () => ++n);
    await cache.get('a', load);
    vi.advanceTimersByTime(1000 + 5001);
    expect(await cache.get('a', load)).toBe(2);
    vi.useRealTimers();
  });

  it('keeps serving the stale value when a refresh fails, and tries again', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10, 5000);
    const load = vi.fn(async () => 7);
    await cache.get('a', load);
    vi.advanceTimersByTime(1001);
    const failing = vi.fn(async (): Promise<number> => {
      throw new Error('down');
    });
    expect(await cache.get('a', failing)).toBe(7);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(await cache.get('a', failing)).toBe(7);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
    vi.useRealTimers();
  });
});

describe('TtlCache refreshing ahead', () => {
  it('reloads a value read after refreshAfter in the background, never answering one older than its ttl', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10, 0, 500);
    let version = 0;
    let finish = () => {};
    const load = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          const v = ++version;
          finish = () => resolve(v);
          if (v === 1) resolve(v);
        }),
    );
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(499);
    expect(await cache.get('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    // Half its time gone: answered at once, and one reload starts however many ask.
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    finish();
    await vi.waitFor(async () => expect(await cache.get('a', load)).toBe(2));
    // The new value's age counts from when its load started (at 500 ms): it is reloaded at 1000 ms
    // and, unread, has expired at 1500 ms, so the caller then waits for a load of its own.
    vi.advanceTimersByTime(901);
    const next = cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    finish();
    expect(await next).toBe(3);
    vi.useRealTimers();
  });

  it('forgets a fresh value whose reload fails, so the next caller asks again', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10, 0, 500);
    await cache.get('a', async () => 7);
    vi.advanceTimersByTime(600);
    const gone = vi.fn(async (): Promise<number> => {
      throw new Error('gone');
    });
    expect(await cache.get('a', gone)).toBe(7);
    await vi.waitFor(() => expect(gone).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    await expect(cache.get('a', gone)).rejects.toThrow('gone');
    vi.useRealTimers();
  });

  it('drops a reload that arrives after the cache was cleared', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10, 0, 500);
    await cache.get('a', async () => 1);
    vi.advanceTimersByTime(600);
    let finish = (_v: number) => {};
    const slow = () => new Promise<number>((resolve) => (finish = resolve));
    expect(await cache.get('a', slow)).toBe(1);
    cache.clear();
    finish(2);
    await Promise.resolve();
    expect(await cache.get('a', async () => 3)).toBe(3);
    vi.useRealTimers();
  });
});
