import type { AppDeps } from '../../context';

/** Where the app answers, for a mail's links: APP_URL, or this server on localhost. */
export const appUrlOf = (deps: AppDeps) => deps.env.APP_URL ?? `http://localhost:${deps.env.PORT}`;
