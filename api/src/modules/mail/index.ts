// Mail: the outbox (written by the change that causes a mail), its dispatch into send jobs, the
// sending rule, the templates and the admins' mail viewer. The job engine (jobs/engine.ts) runs them;
// docs/design/mail.md.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import * as viewerHandlers from './viewer/mail-viewer.handlers';
import * as viewerRoutes from './viewer/mail-viewer.routes';

export { dispatchOutbox } from './dispatch';
export { registerDocuments } from './documents';
export { queueMail } from './queue-mail';
export { MAIL_LEASE_SECONDS, sendOutboxMail } from './send-mail';
export { sendingRate } from './sending-rate';

/** The admins' mail viewer: the outbox listed, one mail shown sanitised, its attachments, resend. */
export function registerMailViewer(app: OpenAPIHono<AppEnv>) {
  app.openapi(viewerRoutes.listMail, viewerHandlers.listMail);
  app.openapi(viewerRoutes.getMail, viewerHandlers.getMail);
  app.openapi(viewerRoutes.getMailAttachment, viewerHandlers.getMailAttachment);
  app.openapi(viewerRoutes.resendMail, viewerHandlers.resendMail);
}
