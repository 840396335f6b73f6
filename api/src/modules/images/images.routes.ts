import { z } from '@hono/zod-openapi';
import { cookieAuth, jsonBody, jsonContent, noAuth, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import {
  FinishUploadBody,
  ObjectIdParam,
  ObjectPath,
  PosterFileParam,
  UploadLink,
  UploadLinkQuery,
} from './images.schemas';

const tags = ['Images'];
const imageBytes = { schema: z.string().openapi({ format: 'binary' }) };
const posterPath = { objectPath: '/objects/posters/3f9a1c2e5b7d4a6f8e0c1b2a3d4e5f60' };
const uploadURL =
  '/api/images/uploads/3f9a1c2e5b7d4a6f8e0c1b2a3d4e5f60?expires=1796000000&signature=q3Jm0b7Xw2v9Kc4tZs8nLd1Rf6Hy5Pe0Ua3Gi7Oo2Tk';

export const createUploadLink = defineRoute({
  method: 'post',
  path: '/api/images/upload',
  operationId: 'createUploadLink',
  tags,
  summary: 'Get a link to upload a poster',
  description:
    'For users who may create events. The link takes one file (JPEG, PNG or WebP, at most 5 MB, at most 50 megapixels) within 10 minutes. Then call `PUT /api/images` with it.',
  security: cookieAuth,
  responses: { 200: jsonContent(UploadLink, 'Where to PUT the file', { uploadURL }), ...problems(401, 403) },
});

export const receiveUpload = defineRoute({
  method: 'put',
  path: '/api/images/uploads/{id}',
  operationId: 'uploadPoster',
  tags,
  summary: 'Upload the poster bytes (local storage)',
  description:
    'The `uploadURL` of local storage. The type is read from the bytes, not the name or header, and the image must decode; WebP variants 480, 960 and 1440 px wide (never wider than the original) are stored beside it. Too large: 413; not an image, or one that does not decode: 415; used: 409; expired: 410. Nothing is stored on failure.',
  security: cookieAuth,
  request: {
    params: ObjectIdParam,
    query: UploadLinkQuery,
    body: {
      required: true,
      description:
        'The raw image bytes, e.g. `curl -X PUT --data-binary @poster.jpg -H "content-type: image/jpeg" "$uploadURL"`',
      content: { 'image/jpeg': imageBytes, 'image/png': imageBytes, 'image/webp': imageBytes },
    },
  },
  responses: {
    200: jsonContent(ObjectPath, 'Stored', posterPath),
    ...problems(401, 403, 404, 409, 410, 413, 415, 422),
  },
});

export const finishUpload = defineRoute({
  method: 'put',
  path: '/api/images',
  operationId: 'finishUpload',
  tags,
  summary: 'Turn an upload into a poster path',
  description:
    "Checks the uploaded file (S3: size, type and that it decodes; then its WebP variants are made) and answers the path to use as an event's `imageUrl`.",
  security: cookieAuth,
  request: { body: jsonBody(FinishUploadBody, { imageURL: uploadURL }) },
  responses: {
    200: jsonContent(ObjectPath, 'The poster path', posterPath),
    ...problems(400, 401, 403, 404, 409, 410, 413, 415, 422),
  },
});

export const getObject = defineRoute({
  method: 'get',
  path: '/objects/posters/{id}',
  operationId: 'getPoster',
  security: noAuth,
  tags,
  summary: 'A poster image',
  description:
    'Served with its content type and a year-long immutable cache. `<id>-w<width>.webp` is a WebP variant made at upload, at each width the event lists in `imageVariants`.',
  request: { params: PosterFileParam },
  responses: {
    200: {
      description: 'The image (binary)',
      content: { 'image/jpeg': imageBytes, 'image/png': imageBytes, 'image/webp': imageBytes },
    },
    ...problems(404, 422),
  },
});
