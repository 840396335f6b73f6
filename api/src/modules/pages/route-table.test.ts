import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, matchClientRoute } from './route-table';

/** The `fullPaths` union the router plugin writes into web/src/routeTree.gen.ts. */
function routerFullPaths(): string[] {
  const source = readFileSync(new URL('../../../../web/src/routeTree.gen.ts', import.meta.url), 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source)?.[1];
  if (!union) throw new Error('no fullPaths union in routeTree.gen.ts');
  return [...union.matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

describe("the server's client route table", () => {
  it("is the router's table (a page added to the web app must be added to the server's list)", () => {
    expect([...CLIENT_ROUTES].sort()).toEqual(routerFullPaths().sort());
  });

  it('matches paths with or without a trailing slash, and params', () => {
    expect(matchClientRoute('/')).toEqual({ route: '/', params: {} });
    expect(matchClientRoute('/events')?.route).toBe('/events/');
    expect(matchClientRoute('/events/12')).toEqual({ route: '/events/$id/', params: { id: '12' } });
    expect(matchClientRoute('/events/12/edit')?.route).toBe('/events/$id/edit');
    expect(matchClientRoute('/orders/0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a')).toEqual({
      route: '/orders/$orderId',
      params: { orderId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a' },
    });
    expect(matchClientRoute('/admin/manual-tracker/')?.route).toBe('/admin/manual-tracker');
  });

  it('matches nothing else', () => {
    for (const path of ['/nope', '/events/12/tickets', '/admin/x', '/login/again']) {
      expect(matchClientRoute(path), path).toBeNull();
    }
  });
});
