import { createRoute, z } from '@hono/zod-openapi';
import { cookieAuth, jsonBody, jsonContent, problems } from '../../lib/openapi';
import { FinishUploadBody, ObjectIdParam, ObjectPath, UploadLink, UploadLinkQuery } from './images.schemas';

const tags = ['Images'];
const imageBytes = { schema: z.string().openapi({ format: 'binary' }) };

export const createUploadLink = createRoute({
  method: 'post',
  path: '/api/images/upload',
  operationId: 'createUploadLink',
  tags,
  summary: 'Get a link to upload a poster',
  description:
    'For users who may create events. The link takes one file (JPEG, PNG or WebP, at most 5 MB) within 10 minutes. Then call `PUT /api/images` with it.',
  security: cookieAuth,
  responses: { 200: jsonContent(UploadLink, 'Where to PUT the file'), ...problems(401, 403) },
});

export const receiveUpload = createRoute({
  method: 'put',
  path: '/api/images/uploads/{id}',
  operationId: 'uploadPoster',
  tags,
  summary: 'Upload the poster bytes (local storage)',
  description:
    'The `uploadURL` of local storage. The type is read from the bytes, not the name or header. Too large: 413; not an image: 415; used: 409; expired: 410. Nothing is stored on failure.',
  security: cookieAuth,
  request: {
    params: ObjectIdParam,
    query: UploadLinkQuery,
    body: { required: true, content: { 'image/jpeg': imageBytes, 'image/png': imageBytes, 'image/webp': imageBytes } },
  },
  responses: { 200: jsonContent(ObjectPath, 'Stored'), ...problems(401, 403, 404, 409, 413, 415, 422) },
});

export const finishUpload = createRoute({
  method: 'put',
  path: '/api/images',
  operationId: 'finishUpload',
  tags,
  summary: 'Turn an upload into a poster path',
  description: "Checks the uploaded file and answers the path to use as an event's `imageUrl`.",
  security: cookieAuth,
  request: { body: jsonBody(FinishUploadBody) },
  responses: { 200: jsonContent(ObjectPath, 'The poster path'), ...problems(400, 401, 404, 409, 413, 415, 422) },
});

export const getObject = createRoute({
  method: 'get',
  path: '/objects/posters/{id}',
  operationId: 'getPoster',
  tags,
  summary: 'A poster image',
  description: 'Served with its content type and a year-long immutable cache.',
  request: { params: ObjectIdParam },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/jpeg': imageBytes, 'image/png': imageBytes, 'image/webp': imageBytes },
    },
    ...problems(404),
  },
});
