/**
 * The affiliate portal's achievements, the eight badges and their thresholds, computed here so the page
 * only shows them (decisions.md item 18). Revenue badges are set in MYR: sales in
 * other currencies count at the dated reference rates (@pentas/openapi `referenceRatesToMyr`).
 */
export const badgeDefinitions = [
  { id: 'first-sale', name: 'First Sale', kind: 'sales', threshold: 1 },
  { id: 'rising-star', name: 'Rising Star', kind: 'sales', threshold: 10 },
  { id: 'sales-champion', name: 'Sales Champion', kind: 'sales', threshold: 50 },
  { id: 'sales-legend', name: 'Sales Legend', kind: 'sales', threshold: 100 },
  { id: 'revenue-starter', name: 'Revenue Starter', kind: 'revenue', threshold: 1000 },
  { id: 'revenue-master', name: 'Revenue Master', kind: 'revenue', threshold: 5000 },
  { id: 'people-person', name: 'People Person', kind: 'customers', threshold: 10 },
  { id: 'network-builder', name: 'Network Builder', kind: 'customers', threshold: 25 },
] as const;

export type BadgeKind = (typeof badgeDefinitions)[number]['kind'];

export interface BadgeInputs {
  /** Completed attributed orders that were paid for (free ones never count). */
  sales: number;
  /** Their revenue counted in MYR at the reference rates, minor units. */
  revenueMyrMinor: number;
  /** Distinct buyers among those paid orders. */
  customers: number;
}

/**
 * Each badge earned or in progress. `progress` is how far toward the threshold, in the badge's own
 * unit (sales, whole ringgit, customers) and never past it; `completion` is earned over total, as a
 * rounded percentage.
 */
export function badgesFor(inputs: BadgeInputs) {
  // Compared in minor units, so RM 999.99 is not RM 1,000 even though both floor to 999 and 1000.
  const reached = (kind: BadgeKind, threshold: number) =>
    kind === 'sales'
      ? inputs.sales >= threshold
      : kind === 'customers'
        ? inputs.customers >= threshold
        : inputs.revenueMyrMinor >= threshold * 100;
  const value = { sales: inputs.sales, customers: inputs.customers, revenue: Math.floor(inputs.revenueMyrMinor / 100) };
  const badges = badgeDefinitions.map((b) => ({
    ...b,
    progress: Math.min(value[b.kind], b.threshold),
    earned: reached(b.kind, b.threshold),
  }));
  const completion = Math.round((badges.filter((b) => b.earned).length / badges.length) * 100);
  return { badges, completion };
}
