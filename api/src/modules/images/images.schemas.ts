import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { singleLineText } from '../../lib/input-schemas';

export const UploadLink = z
  .object({
    uploadURL: z.string().openapi({
      description: 'PUT the image bytes here within 10 minutes (one use)',
      example: '/api/images/uploads/3f9a1c2e5b7d4a6f8e0c1b2a3d4e5f60?expires=1796000000&signature=…',
    }),
  })
  .openapi('UploadLink');

export const FinishUploadBody = z
  .object({
    imageURL: singleLineText(fieldMessage(m.problem_image_url_required))
      .min(1, fieldMessage(m.problem_image_url_required))
      .max(4000)
      .openapi({ description: 'The uploadURL the file was PUT to', example: '/api/images/uploads/3f9a1c2e…' }),
  })
  .openapi('FinishUploadRequest');

export const ObjectPath = z
  .object({ objectPath: z.string().openapi({ example: '/objects/posters/3f9a1c2e5b7d4a6f8e0c1b2a3d4e5f60' }) })
  .openapi('ObjectPath');

const objectId = z
  .string()
  .regex(/^[0-9a-f]{32}$/, fieldMessage(m.problem_image_object_id_invalid))
  .openapi({ param: { name: 'id', in: 'path', required: true }, example: '3f9a1c2e5b7d4a6f8e0c1b2a3d4e5f60' });

export const ObjectIdParam = z.object({ id: objectId });

/** A poster (its object id) or one of its WebP variants (`<id>-w<width>.webp`), parsed. */
export const PosterFileParam = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{32}(-w[1-9][0-9]{0,3}\.webp)?$/, fieldMessage(m.problem_image_poster_invalid))
    .transform((v) => {
      const [id, variant] = v.split('-w');
      return { id, width: variant === undefined ? undefined : Number.parseInt(variant, 10) };
    })
    .openapi({
      param: { name: 'id', in: 'path', required: true },
      description: "The object id, or `<id>-w<width>.webp` for a resized WebP variant (the event's `imageVariants`)",
      example: '3f9a1c2e5b7d4a6f8e0c1b2a3d4e5f60-w960.webp',
    }),
});

export const UploadLinkQuery = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, fieldMessage(m.problem_must_be_whole_number))
    .transform(Number)
    .openapi({ param: { name: 'expires', in: 'query', required: true }, type: 'integer' }),
  signature: singleLineText()
    .max(100)
    .openapi({ param: { name: 'signature', in: 'query', required: true } }),
});
