import { BASE_LOCALE, isLocale, type Locale } from '@pentas/i18n';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { type mailOutbox, users } from '../../db/schema';

/** The account's language (decision 77), found by its id or address; English for one that is gone or never was. */
export async function languageOf(deps: AppDeps, account: { id: string } | { email: string }): Promise<Locale> {
  const [row] = await deps.db
    .select({ language: users.language })
    .from(users)
    .where('id' in account ? eq(users.id, account.id) : eq(users.email, account.email));
  return isLocale(row?.language) ? row.language : BASE_LOCALE;
}

/** The language a mail is written in: its recipient's account's (an address with no account reads English). */
export const recipientLanguage = (deps: AppDeps, mail: typeof mailOutbox.$inferSelect) =>
  languageOf(deps, { email: mail.recipient });
