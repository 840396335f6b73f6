/** The browser storage keys, in one place. */
export const storageKeys = {
  affiliateCode: 'affiliateCode',
  checkoutCurrency: 'checkoutCurrency',
  registrationDialogShown: 'registrationDialogShown',
  customLogo: 'customLogo',
  cart: (eventId: number) => `cart_event_${eventId}`,
  /** 'widget' while the stored cart is one the buy widget handed over. */
  cartChannel: (eventId: number) => `cart_channel_${eventId}`,
  /** The account whose ticket wallet this device keeps (web/src/lib/offline-wallet.ts, which owns `wallet:` keys). */
  walletUser: 'wallet:user',
  /** The code whose `?ref=` visit this browser session has reported (sessionStorage). */
  clickSent: 'affiliateClickSent',
  /** The promo or access code this browser session applied to an event (sessionStorage). */
  eventCode: (eventId: number) => `event_code_${eventId}`,
} as const;

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Private mode or storage full: the app works on without it.
    return fallback;
  }
}

export const local = {
  get: (key: string) => safely(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => safely(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => safely(() => localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string) => safely(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safely(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safely(() => sessionStorage.removeItem(key), undefined),
};
