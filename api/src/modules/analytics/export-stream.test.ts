import { describe, expect, it, vi } from 'vitest';
import { ExportSlots } from './export-slots';
import { pagedBody } from './export-stream';

// Whatever ends an export (its last page, the client's abort, a failed page, the write timeout), its
// place in the budget is freed exactly once.

async function* pages(failAt = Number.POSITIVE_INFINITY) {
  for (let i = 0; i < 3; i += 1) {
    if (i === failAt) throw new Error('connection lost');
    yield `page ${i}\n`;
  }
}

function budgeted(chunks: AsyncIterator<string>, writeTimeoutMs = 60_000) {
  const slots = new ExportSlots(1, 1);
  const slot = slots.take('org');
  const release = vi.spyOn(slot, 'release');
  const onStalled = vi.fn((controller: ReadableStreamDefaultController<Uint8Array>) =>
    controller.error(new Error('cut off')),
  );
  const onFailed = vi.fn((err: unknown, controller: ReadableStreamDefaultController<Uint8Array>) =>
    controller.error(err),
  );
  const body = pagedBody({ chunks, slot, writeTimeoutMs, onStalled, onFailed });
  /** Whether the budget has room again (the only place is this export's). */
  const freed = () => {
    try {
      slots.take('org').release();
      return true;
    } catch {
      return false;
    }
  };
  return { body, release, freed, onStalled, onFailed };
}

describe('ExportSlots', () => {
  it('holds at most the total and the per-account number, and frees a place once', () => {
    const slots = new ExportSlots(3, 2);
    const a1 = slots.take('a');
    slots.take('a');
    expect(() => slots.take('a')).toThrow(expect.objectContaining({ status: 429, code: 'too_many_exports' }));
    slots.take('b');
    expect(() => slots.take('c')).toThrow(expect.objectContaining({ code: 'too_many_exports' }));
    a1.release();
    a1.release();
    slots.take('c');
    expect(() => slots.take('a')).toThrow(expect.objectContaining({ code: 'too_many_exports' }));
  });
});

describe('pagedBody', () => {
  it('reads a page only when asked, and frees the place after the last', async () => {
    const { body, release, freed } = budgeted(pages());
    const reader = body.getReader();
    const text: string[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      expect(freed()).toBe(false);
      text.push(new TextDecoder().decode(r.value));
    }
    expect(text).toEqual(['page 0\n', 'page 1\n', 'page 2\n']);
    expect(freed()).toBe(true);
    expect(release).toHaveBeenCalled();
  });

  it('frees the place when the client aborts', async () => {
    const { body, freed } = budgeted(pages());
    const reader = body.getReader();
    await reader.read();
    expect(freed()).toBe(false);
    await reader.cancel();
    expect(freed()).toBe(true);
  });

  it('frees the place and errors the body when a page fails', async () => {
    const { body, freed, onFailed } = budgeted(pages(1));
    const reader = body.getReader();
    await reader.read();
    await expect(reader.read()).rejects.toThrow('connection lost');
    expect(onFailed).toHaveBeenCalledOnce();
    expect(freed()).toBe(true);
  });

  it('cuts off a client that stops reading, and frees the place', async () => {
    vi.useFakeTimers();
    try {
      const { body, freed, onStalled } = budgeted(pages(), 30_000);
      const reader = body.getReader();
      await reader.read();
      await vi.advanceTimersByTimeAsync(29_000);
      expect(freed()).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(onStalled).toHaveBeenCalledOnce();
      expect(freed()).toBe(true);
      await expect(reader.read()).rejects.toThrow('cut off');
    } finally {
      vi.useRealTimers();
    }
  });
});
