import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { databaseAnswers } from './health.queries';
import { liveness, readiness } from './health.routes';

/** A database that takes longer than this to answer `select 1` is not ready (a balancer waits for no one). */
const READINESS_TIMEOUT_MS = 2000;

export function registerHealth(app: OpenAPIHono<AppEnv>) {
  app.openapi(liveness, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(readiness, async (c) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
    });
    const ok = await Promise.race([databaseAnswers(c.var.deps.db), late]).then(
      () => true,
      (err) => {
        c.var.log.warn({ err }, 'readiness check failed');
        return false;
      },
    );
    clearTimeout(timer);
    return ok ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);
  });
}
