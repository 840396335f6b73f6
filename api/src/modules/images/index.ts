import type { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context';
import { posterTooLarge } from '../../lib/errors';
import * as handlers from './images.handlers';
import * as routes from './images.routes';
import { MAX_POSTER_BYTES } from './images.service';

export function registerImages(app: OpenAPIHono<AppEnv>) {
  // Refused while reading, before anything is claimed or stored.
  app.use(
    '/api/images/uploads/*',
    bodyLimit({
      maxSize: MAX_POSTER_BYTES,
      onError: () => {
        throw posterTooLarge();
      },
    }),
  );
  app.openapi(routes.createUploadLink, handlers.createUploadLink);
  app.openapi(routes.receiveUpload, handlers.receiveUpload);
  app.openapi(routes.finishUpload, handlers.finishUpload);
  app.openapi(routes.getObject, handlers.getObject);
}
