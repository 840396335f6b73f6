import type { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context';
import { posterTooLarge } from '../../lib/errors';
import * as handlers from './images.handlers';
import * as routes from './images.routes';
import { MAX_POSTER_BYTES } from './images.service';

export { findUpload } from './images.queries';
export { readPosterForCard, variantsOfImage } from './images.service';

/** Where poster bytes are PUT: capped at 5 MB here, so the app's general body limit skips it. */
export const POSTER_UPLOADS = '/api/images/uploads/';

export function registerImages(app: OpenAPIHono<AppEnv>) {
  // Refused while reading, before anything is claimed or stored.
  app.use(
    `${POSTER_UPLOADS}*`,
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
