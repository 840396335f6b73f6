/** In the tracker a manual order is labelled MANUAL- plus the first 6 characters of its id. */
export function manualLabel(orderId: string) {
  return `MANUAL-${orderId.slice(0, 6)}`;
}
