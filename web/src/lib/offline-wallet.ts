import { ApiError } from '@pentas/openapi';
import { local, storageKeys } from './storage';

/**
 * What the ticket wallet keeps on this device so that it opens at the door without a network
 * (docs/decisions.md item 39): the signed-in user, their ticket list and each code once shown, under
 * `wallet:` keys (the codes per user and ticket), and the wallet page's files in one Cache Storage cache
 * (web/public/wallet-sw.js serves them). All of it goes when the session check finds nobody signed in
 * (logging out lands on a page that checks), or another account signed in.
 */
const PREFIX = 'wallet:';
const USER_KEY = storageKeys.walletUser;
const ticketsKey = (userId: string) => `${PREFIX}${userId}:tickets`;
const qrKey = (userId: string, ticketId: string) => `${PREFIX}${userId}:qr:${ticketId}`;

/** The Cache Storage cache holding the wallet page (its HTML and files); the same name in wallet-sw.js. */
export const WALLET_SHELL_CACHE = 'pentas-wallet-shell';

/** A call that did not reach the API, or that the API could not answer: the saved copy may stand in. */
export function isUnreachable(error: unknown) {
  return !(error instanceof ApiError) || error.status >= 500;
}

function readJson<T>(key: string): T | null {
  const text = local.get(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The user whose wallet is saved here; it stands in for the session check while offline. */
export function offlineWalletUser<User extends { id: string }>(): User | null {
  return readJson<User>(USER_KEY);
}

export interface SavedList<T> {
  items: T[];
  /** When it was saved, ISO 8601. */
  savedAt: string;
}

export function saveWalletTickets<User extends { id: string }, T>(user: User, tickets: T[], now = new Date()) {
  local.set(USER_KEY, JSON.stringify(user));
  local.set(ticketsKey(user.id), JSON.stringify({ items: tickets, savedAt: now.toISOString() }));
}

export function savedWalletTickets<T>(userId: string): SavedList<T> | null {
  return readJson<SavedList<T>>(ticketsKey(userId));
}

export function saveWalletQr(userId: string, ticketId: string, dataUrl: string) {
  local.set(qrKey(userId, ticketId), dataUrl);
}

export function savedWalletQr(userId: string, ticketId: string): string | null {
  return local.get(qrKey(userId, ticketId));
}

/** A code the API no longer gives (used, transferred): the device forgets it too. */
export function forgetWalletQr(userId: string, ticketId: string) {
  local.remove(qrKey(userId, ticketId));
}

function walletKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(PREFIX));
  } catch {
    return [];
  }
}

/**
 * After the session check: nobody signed in (`null`) forgets every saved wallet and the saved page;
 * another account forgets the previous one's. Costs nothing when no wallet was ever saved here.
 */
export function keepWalletOnlyFor(userId: string | null) {
  const owner = offlineWalletUser();
  if (!owner || owner.id === userId) return;
  for (const key of walletKeys()) local.remove(key);
  if (userId === null && typeof caches !== 'undefined') void caches.delete(WALLET_SHELL_CACHE).catch(() => false);
}
