import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';

// A whole app rendered in jsdom (a lazy route, then its data) can take over the default 1 s to appear on a
// loaded 2-core machine: findBy and waitFor wait up to 5 s for their condition (a failing one still fails).
configure({ asyncUtilTimeout: 5_000 });

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
