import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_SOURCES } from './web-build';

describe("the public routes' source files (their chunks are preloaded by name)", () => {
  it('exist in the web app', () => {
    for (const source of Object.values(ROUTE_SOURCES)) {
      expect(existsSync(new URL(`../../../../web/${source}`, import.meta.url)), source).toBe(true);
    }
  });
});
