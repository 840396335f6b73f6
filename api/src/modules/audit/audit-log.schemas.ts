import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { singleLineText, userIdText } from '../../lib/input-schemas';
import { PageQuery } from '../../lib/pagination';
import { auditActions, auditTargets } from './audit-log';

const dayParam = (name: string, description: string, example: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage(m.problem_account_day_format))
    .optional()
    .openapi({ param: { name, in: 'query' }, description, example });

const searchParam = (name: string, description: string, example: string) =>
  singleLineText()
    .max(100, fieldMessage(m.problem_search_text_too_long, { max: 100 }))
    .optional()
    .openapi({ param: { name, in: 'query' }, description, example });

/** The log's filters, shared by its pages and its CSV export. */
export const AuditFilterQuery = z.object({
  action: z
    .enum(
      auditActions,
      fieldMessage(m.problem_audit_action_one_of, { choices: auditActions.map((a) => `'${a}'`).join(', ') }),
    )
    .optional()
    .openapi({ param: { name: 'action', in: 'query' }, example: 'user.role_change' }),
  actorId: userIdText()
    .optional()
    .openapi({
      param: { name: 'actorId', in: 'query' },
      description: 'The acting admin’s user id',
      example: 'u_admin',
    }),
  actor: searchParam('actor', 'Part of the actor’s e-mail or name, any case', 'aminah'),
  targetType: z
    .enum(
      auditTargets,
      fieldMessage(m.problem_audit_target_type_one_of, { choices: auditTargets.map((a) => `'${a}'`).join(', ') }),
    )
    .optional()
    .openapi({ param: { name: 'targetType', in: 'query' }, example: 'user' }),
  targetId: z
    .string()
    .regex(/^[\w-]{1,100}$/, fieldMessage(m.problem_audit_record_id_invalid))
    .optional()
    .openapi({ param: { name: 'targetId', in: 'query' }, description: 'The target’s id', example: 'u_chloe' }),
  target: searchParam(
    'target',
    'Part of the name, e-mail or title of what the action concerned (a person, an event, a ticket type), or its exact id',
    'jazz',
  ),
  dateFrom: dayParam('dateFrom', "First day, inclusive, on Kuala Lumpur's calendar", '2026-11-01'),
  dateTo: dayParam('dateTo', "Last day, inclusive, on Kuala Lumpur's calendar", '2026-11-30'),
});

export const AuditLogQuery = PageQuery.merge(AuditFilterQuery);

const Change = z.record(z.string(), z.unknown()).nullable();

const NamedPerson = z
  .object({
    id: z.string().openapi({ example: 'u_chloe' }),
    name: z.string().openapi({ example: 'Chloe Tan' }),
    email: z.string().openapi({ example: 'chloe@example.com' }),
  })
  .openapi('AuditPerson');

export const AuditEntry = z
  .object({
    id: z.number().int().openapi({ example: 1042 }),
    actor: z.object({
      id: z.string().openapi({ example: 'u_admin' }),
      email: z.string().openapi({ description: 'As it was when they acted', example: 'admin@pentas.test' }),
      name: z
        .string()
        .nullable()
        .openapi({ description: 'Their name today (null: the account is gone)', example: 'Aminah Yusof' }),
      firstName: z.string().nullable().openapi({ description: 'Their first name today', example: 'Aminah' }),
    }),
    action: z.enum(auditActions).openapi({ example: 'user.role_change' }),
    targetType: z.enum(auditTargets).openapi({ example: 'user' }),
    targetId: z.string().nullable().openapi({ description: 'Null for a run over many orders', example: 'u_chloe' }),
    person: NamedPerson.nullable().openapi({
      description:
        'The person the action concerned, by their name today: the user whose role changed, the reseller of an allocation or settlement, the recipient of manual tickets',
    }),
    event: z
      .object({
        id: z.number().int().openapi({ example: 12 }),
        title: z.string().openapi({ example: 'Jazz by the Lake' }),
        currency: z.string().openapi({ description: 'The currency of the amounts recorded', example: 'MYR' }),
        timeZone: z.string().openapi({ description: 'The zone of its times', example: 'Asia/Kuala_Lumpur' }),
        deleted: z.boolean().openapi({ example: false }),
      })
      .nullable()
      .openapi({ description: 'The event the action concerned, as it is today' }),
    ticketType: z
      .object({ id: z.number().int().openapi({ example: 31 }), name: z.string().openapi({ example: 'VIP' }) })
      .nullable()
      .openapi({ description: 'The ticket type the action concerned, by its name today' }),
    before: Change.openapi({ description: 'The target before the action', example: { role: 'customer' } }),
    after: Change.openapi({
      description: 'The target after it (for a run: what it did)',
      example: { role: 'organizer' },
    }),
    requestId: z.string().openapi({
      description: "The server's own id of the request that did it (its X-Request-Id answer header, in its logs)",
      example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    }),
    clientRequestId: z.string().nullable().openapi({
      description: 'The X-Request-Id the client sent, if any: its own label, kept apart and never trusted as ours',
      example: null,
    }),
    createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
  })
  .openapi('AuditEntry');
