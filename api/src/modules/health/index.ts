import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { databaseAnswers } from './health.queries';
import { liveness, readiness } from './health.routes';

export function registerHealth(app: OpenAPIHono<AppEnv>) {
  app.openapi(liveness, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(readiness, async (c) => {
    const ok = await databaseAnswers(c.var.deps.db).then(
      () => true,
      (err) => {
        c.var.log.warn({ err }, 'readiness check failed');
        return false;
      },
    );
    return ok ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);
  });
}
