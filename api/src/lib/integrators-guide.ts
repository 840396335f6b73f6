import { readFileSync } from 'node:fs';
import { errorCodes } from './error-codes';
import { fromRoot } from './paths';
import { CROSS_SITE_CACHE, SAME_SITE_CACHE } from './public-reads';

/** What the guide's `{{NAME}}` tokens stand for: figures the code owns, so the text cannot drift from them. */
const values: Record<string, string> = {
  CROSS_SITE_CACHE,
  SAME_SITE_CACHE,
  ERROR_CODES_TABLE: Object.entries(errorCodes)
    .map(([code, meaning]) => `| \`${code}\` | ${meaning} |`)
    .join('\n'),
};

/**
 * The integrator's guide (`docs/integrate.md`), read once at start, as the API document's description:
 * how the API behaves, the widget, affiliate links and a typed client. An unknown token stops the start.
 */
export function integratorsGuide(file = fromRoot('docs/integrate.md')) {
  return readFileSync(file, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: unknown token {{${name}}}`);
    return value;
  });
}
