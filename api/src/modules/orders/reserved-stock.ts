import { Column, getTableName, type SQL, sql } from 'drizzle-orm';
import { promoCodes } from '../../db/schema';

/**
 * How many tickets of a type live codes set aside and have not used yet (decisions.md item 65): off
 * sale to everyone but each code's own holders. A reservation is on a code limited to one ticket type;
 * it lasts while the code is not deleted and not past its validUntil. The hold function
 * (orders/hold-orders.sql) counts it the same way under its locks.
 */
export const reservedLeftOf = (eventId: SQL | Column | number, typeId: SQL | Column | number) => {
  const outer = (value: SQL | Column | number) => (value instanceof Column ? qualified(value) : value);
  return reservedLeft(outer(eventId), outer(typeId));
};

/**
 * A column with its table's name: in a one-table select drizzle writes a bare `"id"`, which inside the
 * subquery would name the promo code's own column.
 */
const qualified = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const reservedLeft = (eventId: SQL | number, typeId: SQL | number) => sql<number>`(
  select coalesce(sum(greatest(pc.reserved_quantity - pc.used, 0)), 0)::int from ${promoCodes} pc
  where pc.event_id = ${eventId} and pc.deleted_at is null and pc.reserved_quantity > 0
    and pc.ticket_type_ids[1] = ${typeId} and (pc.valid_until is null or pc.valid_until > now()))`;
