import { fromMinor } from '@pentas/openapi';

interface Sale {
  unitPriceMinor: number;
  /** The order was issued at the box office (a manual order). */
  boxOffice: boolean;
  /** Its issuer was a reseller issuing within an allocation of the type. */
  byReseller: boolean;
}

/**
 * What a holder's ticket says of its price (decisions.md item 40). Complimentary: issued at the box
 * office by the event's organizer or an admin, for nothing (the order records the type's face value,
 * which was never paid). A reseller's issue is a sale at face value, which the reseller owes the
 * organizer: its price shows. A ticket received by transfer shows none: what the sender paid is theirs.
 */
export function priceOfTicket(sale: Sale, receivedByTransfer: boolean) {
  const complimentary = sale.boxOffice && !sale.byReseller;
  const price = complimentary || receivedByTransfer ? null : fromMinor(sale.unitPriceMinor);
  return { price, complimentary };
}
