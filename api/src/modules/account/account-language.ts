import type { Locale } from '@pentas/i18n';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions, users } from '../../db/schema';

/**
 * The language a signed-in person chose with the switcher becomes their account's, the one their mail
 * is written in (decision 77). One statement, by the session's token, and only when it changes.
 */
export async function rememberAccountLanguage(db: Queryable, sessionToken: string, language: Locale) {
  await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(
      and(
        ne(users.language, language),
        eq(
          users.id,
          sql`(select ${sessions.userId} from ${sessions} where ${and(eq(sessions.token, sessionToken), gt(sessions.expiresAt, sql`now()`))})`,
        ),
      ),
    );
}
