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
