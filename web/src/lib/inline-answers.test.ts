import { afterEach, describe, expect, it, vi } from 'vitest';

const data = {
  '/api/events?pageSize=3': { body: [{ id: 1 }], headers: { 'x-total-count': '7' } },
  '/api/events/1': { body: { id: 1, title: 'Inline' } },
};

async function freshModule() {
  vi.resetModules();
  return import('./inline-answers');
}

function pageWithData(value: unknown) {
  document.head.innerHTML = '';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'pentas-data';
  script.textContent = JSON.stringify(value);
  document.head.append(script);
}

/** The page opened a moment ago (the worker's clock may be well past the answers' 10 s by now). */
const justLoaded = () => vi.spyOn(performance, 'now').mockReturnValue(1_000);

afterEach(() => vi.restoreAllMocks());

describe("the first page's inline answers", () => {
  it('answer the exact address once, with its body and headers', async () => {
    pageWithData(data);
    justLoaded();
    const { takeInlineAnswer } = await freshModule();
    const first = takeInlineAnswer(new Request('http://localhost/api/events?pageSize=3'));
    expect(await first?.json()).toEqual([{ id: 1 }]);
    expect(first?.headers.get('x-total-count')).toBe('7');
    expect(takeInlineAnswer(new Request('http://localhost/api/events?pageSize=3'))).toBeUndefined();
    expect(takeInlineAnswer(new Request('http://localhost/api/events?pageSize=6'))).toBeUndefined();
    expect(takeInlineAnswer(new Request('http://localhost/api/events/1', { method: 'DELETE' }))).toBeUndefined();
  });

  it("carry a status: a visitor's session check answers 401 without a request", async () => {
    pageWithData({ '/api/auth/user': { status: 401, body: { code: 'unauthorized' } } });
    justLoaded();
    const { takeInlineAnswer } = await freshModule();
    const answer = takeInlineAnswer(new Request('http://localhost/api/auth/user'));
    expect(answer?.status).toBe(401);
    expect(await answer?.json()).toEqual({ code: 'unauthorized' });
    // Once: after signing in, the check asks the server.
    expect(takeInlineAnswer(new Request('http://localhost/api/auth/user'))).toBeUndefined();
  });

  it('are not used by a page the browser took from its cache on Back or Forward', async () => {
    pageWithData(data);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    const { takeInlineAnswer } = await freshModule();
    expect(takeInlineAnswer(new Request('http://localhost/api/events/1'))).toBeUndefined();
  });

  it('are not used once the page has been open a while', async () => {
    pageWithData(data);
    const { takeInlineAnswer } = await freshModule();
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeInlineAnswer(new Request('http://localhost/api/events/1'))).toBeUndefined();
  });

  it('are none on a page without the script', async () => {
    document.head.innerHTML = '';
    const { takeInlineAnswer } = await freshModule();
    expect(takeInlineAnswer(new Request('http://localhost/api/events/1'))).toBeUndefined();
  });

  it('are used whatever their age and however the page came while a server-rendered page is hydrated, and then said to be stale', async () => {
    pageWithData(data);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    const { takeInlineAnswer, answerFromPageWhileHydrating, pageAnswersMayBeStale } = await freshModule();
    answerFromPageWhileHydrating(true);
    expect(await takeInlineAnswer(new Request('http://localhost/api/events/1'))?.json()).toEqual({
      id: 1,
      title: 'Inline',
    });
    answerFromPageWhileHydrating(false);
    expect(takeInlineAnswer(new Request('http://localhost/api/events?pageSize=3'))).toBeUndefined();
    expect(pageAnswersMayBeStale()).toBe(true);
  });
});
