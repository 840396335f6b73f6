import { m } from '@pentas/i18n/messages';
import { ApiError, isoToLocalInput, localInputToIso, toMinor } from '@pentas/openapi';
import type { CodeSettings, PromoCode } from './queries';

type CodeKind = PromoCode['kind'];
/** 'none': an access code at the types' own prices. */
export type DiscountChoice = 'none' | 'percent' | 'amount' | 'price';

/** The code dialog's fields as typed; times 'YYYY-MM-DDTHH:mm' on the event's clock, numbers as text. */
export interface CodeFormValues {
  code: string;
  kind: CodeKind;
  discountType: DiscountChoice;
  discountValue: string;
  /** Empty: every ticket type of the event. */
  ticketTypeIds: number[];
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxPerBuyer: string;
  reservedQuantity: string;
  affiliateCode: string;
}

export type CodeFormErrors = Partial<Record<keyof CodeFormValues, string>>;

export const emptyCode = (): CodeFormValues => ({
  code: '',
  kind: 'discount',
  discountType: 'percent',
  discountValue: '',
  ticketTypeIds: [],
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxPerBuyer: '',
  reservedQuantity: '',
  affiliateCode: '',
});

const numberText = (n: number | null) => (n === null || n === 0 ? '' : String(n));

/** A saved code as the dialog shows it for editing. */
export function valuesOf(code: PromoCode, timeZone: string): CodeFormValues {
  return {
    code: code.code,
    kind: code.kind,
    discountType: code.discount?.type ?? 'none',
    discountValue: code.discount?.value ?? '',
    ticketTypeIds: code.ticketTypeIds,
    validFrom: isoToLocalInput(code.validFrom, timeZone),
    validUntil: isoToLocalInput(code.validUntil, timeZone),
    maxUses: numberText(code.maxUses),
    maxPerBuyer: numberText(code.maxPerBuyer),
    reservedQuantity: numberText(code.reservedQuantity),
    affiliateCode: code.affiliateCode ?? '',
  };
}

const CODE = /^[A-Za-z0-9_-]+$/;
const WHOLE = /^\d+$/;

/** A whole number typed in a limit field; undefined for empty, NaN for anything else. */
function wholeNumber(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  return WHOLE.test(t) ? Number(t) : Number.NaN;
}

/**
 * The API's rules, said beside each field before anything is sent (`used`: tickets already bought
 * with the code, the floor of its limits). `bulk` leaves the code itself out (the prefix is checked apart).
 */
export function codeProblems(v: CodeFormValues, { used = 0, bulk = false } = {}): CodeFormErrors {
  const found: CodeFormErrors = {};
  const code = v.code.trim();
  if (!bulk) {
    if (!code) found.code = m.sales_enter_code();
    else if (code.length > 32) found.code = m.sales_at_most_chars({ count: 32 });
    else if (!CODE.test(code)) found.code = m.sales_only_code_chars();
  }
  if (v.kind === 'discount' && v.discountType === 'none') found.discountType = m.sales_choose_discount();
  const value = v.discountValue.trim();
  if (v.discountType === 'percent') {
    const n = wholeNumber(value);
    if (n === undefined) found.discountValue = m.sales_enter_percent();
    else if (!(n >= 1 && n <= 100)) found.discountValue = m.sales_whole_from_one({ max: 100 });
  } else if (v.discountType === 'amount' || v.discountType === 'price') {
    const minor = value ? toMinor(value) : null;
    if (!value) found.discountValue = v.discountType === 'amount' ? m.sales_enter_amount_off() : m.sales_enter_price();
    else if (minor === null) found.discountValue = m.sales_amount_like();
    else if (v.discountType === 'amount' && minor <= 0) found.discountValue = m.sales_more_than_zero();
  }
  if (v.validFrom && v.validUntil && v.validUntil <= v.validFrom) found.validUntil = m.sales_after_valid_from();
  const maxUses = wholeNumber(v.maxUses);
  if (Number.isNaN(maxUses) || maxUses === 0) found.maxUses = m.sales_limit_or_empty();
  else if (maxUses !== undefined && maxUses < used) found.maxUses = m.sales_at_least_used({ count: used });
  const perBuyer = wholeNumber(v.maxPerBuyer);
  if (Number.isNaN(perBuyer) || perBuyer === 0) found.maxPerBuyer = m.sales_limit_or_empty();
  const reserved = wholeNumber(v.reservedQuantity) ?? 0;
  if (Number.isNaN(reserved)) found.reservedQuantity = m.sales_whole_or_empty();
  else if (reserved > 0 && v.ticketTypeIds.length !== 1) found.reservedQuantity = m.sales_set_aside_one_type();
  else if (reserved > 0 && maxUses !== undefined && !Number.isNaN(maxUses) && reserved > maxUses)
    found.reservedQuantity = m.sales_at_most_total();
  return found;
}

const limit = (text: string) => wholeNumber(text) ?? null;

/** The request's settings (create, edit and bulk alike); times as instants of the event's zone. */
export function settingsOf(v: CodeFormValues, timeZone: string): CodeSettings {
  const instant = (local: string) => (local ? localInputToIso(local, timeZone) : null);
  return {
    kind: v.kind,
    discount: v.discountType === 'none' ? null : { type: v.discountType, value: v.discountValue.trim() },
    ticketTypeIds: v.ticketTypeIds,
    validFrom: instant(v.validFrom),
    validUntil: instant(v.validUntil),
    maxUses: limit(v.maxUses),
    maxPerBuyer: limit(v.maxPerBuyer),
    reservedQuantity: wholeNumber(v.reservedQuantity) ?? 0,
    affiliateCode: v.affiliateCode.trim() || null,
  };
}

/** Which dialog field a request path names (`discount.value` is the discount's value). */
const FIELD_OF: Record<string, keyof CodeFormValues> = {
  code: 'code',
  prefix: 'code',
  kind: 'kind',
  discount: 'discountType',
  'discount.type': 'discountType',
  'discount.value': 'discountValue',
  ticketTypeIds: 'ticketTypeIds',
  validFrom: 'validFrom',
  validUntil: 'validUntil',
  maxUses: 'maxUses',
  maxPerBuyer: 'maxPerBuyer',
  reservedQuantity: 'reservedQuantity',
  affiliateCode: 'affiliateCode',
};

/** A refused save's words beside the field they concern; what concerns none above the buttons. */
export function serverProblems(error: unknown): { fields: CodeFormErrors; message?: string } {
  if (!error) return { fields: {} };
  if (!(error instanceof ApiError)) return { fields: {}, message: m.auth_something_went_wrong() };
  const { code } = error.problem;
  if (code === 'promo_code_taken') return { fields: { code: m.sales_code_taken() } };
  if (code === 'promo_code_below_used') return { fields: { maxUses: error.message } };
  const fields: CodeFormErrors = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = FIELD_OF[path] ?? FIELD_OF[path.split('.')[0]];
    if (field && !fields[field]) fields[field] = message;
  }
  return Object.keys(fields).length ? { fields } : { fields: {}, message: error.message };
}

/** After a refused submit, the first field said to be wrong gets the focus (its words are beside it). */
export function focusFirstProblem(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
