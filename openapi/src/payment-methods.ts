import type { Locale } from '@pentas/i18n';
import { m } from '@pentas/i18n/messages';

/** How a buyer can pay. Shared so the checkout page offers exactly what the server accepts. */
export type PaymentMethod = 'card' | 'fpx' | 'grabpay';

/** decisions.md item 6: card everywhere; FPX for MYR; GrabPay for MYR and SGD; in that order. */
export function paymentMethodsFor(currency: string): PaymentMethod[] {
  return [
    'card',
    ...(currency === 'MYR' ? (['fpx'] as const) : []),
    ...(['MYR', 'SGD'].includes(currency) ? (['grabpay'] as const) : []),
  ];
}

/** The methods named by their brands, the same in every language. */
const brandedMethods: Record<string, string> = { fpx: 'FPX', grabpay: 'GrabPay' };

/**
 * A payment method's name for people ('FPX', 'Card'); a method this build does not know reads as sent.
 * In the page's language, or `locale`'s (a mail, a PDF).
 */
export function paymentMethodLabel(method: string, locale?: Locale): string {
  if (method === 'card') return m.payment_card({}, { locale });
  return brandedMethods[method] ?? method;
}

/** FPX banks by the codes Stripe (and the demo form) send, as FPX's own bank list names them. */
const fpxBanks: Record<string, string> = {
  affin_bank: 'Affin Bank',
  agrobank: 'AGRONet',
  alliance_bank: 'Alliance Bank (Personal)',
  ambank: 'AmBank',
  bank_islam: 'Bank Islam',
  bank_muamalat: 'Bank Muamalat',
  bank_of_china: 'Bank of China',
  bank_rakyat: 'Bank Rakyat',
  bnp_paribas: 'BNP Paribas',
  bsn: 'BSN',
  cimb: 'CIMB Clicks',
  citibank: 'Citibank',
  deutsche_bank: 'Deutsche Bank',
  hong_leong: 'Hong Leong Bank',
  hong_leong_bank: 'Hong Leong Bank',
  hsbc: 'HSBC Bank',
  kfh: 'KFH',
  maybank2e: 'Maybank2E',
  maybank2u: 'Maybank2u',
  mbsb_bank: 'MBSB Bank',
  ocbc: 'OCBC Bank',
  pb_enterprise: 'PB Enterprise',
  public_bank: 'Public Bank',
  rhb: 'RHB Bank',
  standard_chartered: 'Standard Chartered',
  uob: 'UOB Bank',
};

/** An FPX bank's name for people ('Maybank2u'); a code this build does not know reads as sent. */
export function fpxBankName(code: string): string {
  return fpxBanks[code] ?? code;
}

const cardBrands: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** A card brand's name for people ('Visa'), from Stripe's code; an unknown one reads as sent. */
export function cardBrandName(brand: string): string {
  return cardBrands[brand] ?? brand;
}
