import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';

// A whole app rendered in jsdom (a lazy route, then its data) can take over the default 1 s to appear on a
// loaded 2-core machine (over 5 s at a load average of 20): findBy and waitFor wait up to 15 s for their
// condition, within the 30 s a test has (a failing one still fails, later).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: the router's scroll restoration has nothing to scroll.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
