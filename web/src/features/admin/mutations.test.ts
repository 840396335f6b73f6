import { describe, expect, it } from 'vitest';
import { eventQueries, myEventQueries } from '@/features/events/queries';
import { CATALOG_KEYS } from './mutations';

describe('admin event mutations', () => {
  it("invalidate the catalog's and organizers' lists by their factories' own keys", () => {
    expect(CATALOG_KEYS).toEqual([eventQueries.all(), myEventQueries.all()]);
  });
});
