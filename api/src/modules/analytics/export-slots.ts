import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { RetryLaterError } from '../../lib/errors';
import { said, type Words } from '../../lib/said';

/** What a client refused a place is told to wait (seconds): about as long as a large export takes. */
const EXPORT_RETRY_AFTER_SECONDS = 10;

export const tooManyExports = (detail: Words = said(m.problem_account_too_many_exports)) =>
  new RetryLaterError(429, 'too_many_exports', 'Too Many Requests', detail, EXPORT_RETRY_AFTER_SECONDS);

/** A place taken in the budget; `release` may be called any number of times, it frees once. */
export interface ExportSlot {
  release(): void;
}

/**
 * The exports' own budget on one instance: at most `total` streaming at once, and `perAccount` of
 * them for any one account, so that downloads never take what checkout, sign-in and pages need.
 */
export class ExportSlots {
  private running = 0;
  private readonly byAccount = new Map<string, number>();

  constructor(
    readonly total: number,
    readonly perAccount: number,
  ) {}

  /** A place for `account`'s export, or the 429 that says why there is none. */
  take(account: string): ExportSlot {
    const mine = this.byAccount.get(account) ?? 0;
    if (mine >= this.perAccount) {
      throw tooManyExports(said(m.problem_account_own_exports_running, { count: mine }));
    }
    if (this.running >= this.total) throw tooManyExports();
    this.running += 1;
    this.byAccount.set(account, mine + 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        this.running -= 1;
        const left = (this.byAccount.get(account) ?? 1) - 1;
        if (left > 0) this.byAccount.set(account, left);
        else this.byAccount.delete(account);
      },
    };
  }
}

// One budget per app instance, made from its settings on first use (deps are made once per process).
const budgets = new WeakMap<AppDeps, ExportSlots>();

export function exportSlotsOf(deps: AppDeps): ExportSlots {
  let slots = budgets.get(deps);
  if (!slots) {
    slots = new ExportSlots(deps.env.EXPORTS_MAX_CONCURRENT, deps.env.EXPORTS_MAX_PER_ACCOUNT);
    budgets.set(deps, slots);
  }
  return slots;
}
