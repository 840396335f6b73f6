/**
 * How a payment was made, as the buyer's receipt shows it: FPX requires a merchant to show the bank
 * and FPX's transaction id. Written once, when the payment settles (the provider's word, never the
 * browser's); null where the provider said nothing.
 */
export interface PaidWith {
  /** card | fpx | grabpay (the provider's name for another method, as it sends it). */
  method: string;
  /** FPX's or GrabPay's transaction id; for a card, the provider's charge id. */
  reference: string | null;
  /** FPX only: the buyer's bank by the provider's code (maybank2u, cimb, …). */
  bank: string | null;
  /** Card only: visa, mastercard, amex, … and the last four digits. */
  cardBrand: string | null;
  cardLast4: string | null;
}
