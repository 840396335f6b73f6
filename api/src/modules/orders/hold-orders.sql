-- The checkout's writes for a batch of one event's checkouts, in one transaction (hold-batches.ts calls
-- it). This file is the function's one source: db/routines.ts applies it after the migrations at every
-- start, and tests/api/hold-function-source.test.ts checks the database runs this text. Each order is
-- held in a savepoint of its own: a refusal leaves nothing behind and changes nothing for the others.
-- One row per order, in order: its id, or its refusal ('event_closed', 'event_ended', 'sales_not_started',
-- 'sales_ended', 'prices_changed', 'too_many_pending', 'free_ticket_limit', 'stock_short') with its
-- figure, or 'failed' with the database's error. (Version 3 added the sales windows' refusals: an
-- instance of the release before answers them as a 500 during a rolling deploy, never a sale.) Its keys are a contract with the previous release: rename one by a new function;
-- raise the version at the end with any change (db/routines.ts). See docs/design/checkout-and-holds.md.
CREATE OR REPLACE FUNCTION checkout_hold_orders(p_event_id integer, p_orders jsonb)
RETURNS TABLE (batch_position integer, held_order uuid, refusal text, refusal_figure integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_currency text;
  v_open boolean;
  v_ended boolean;
  v_starts_at timestamptz;
  v_closed jsonb;
  v_closed_type integer;
  v_order record;
  v_item record;
  v_free boolean;
  v_taken integer;
  v_detail text;
  v_stock jsonb;
  v_left jsonb;
  v_left_after jsonb;
  v_types integer;
BEGIN
  -- The event's currency, whether it is still open (active, not deleted) and whether it has ended (its
  -- end, or its start when it has none, has passed), under a share lock: an organizer's change, a
  -- deletion or a deactivation (each an UPDATE of the row) waits for this batch, or was made before it
  -- and is seen here. The same rule as the events module's sale-state.ts.
  SELECT currency, deleted_at IS NULL AND is_active, coalesce(ends_at, starts_at) < now(), starts_at
  INTO v_currency, v_open, v_ended, v_starts_at
  FROM events WHERE id = p_event_id FOR SHARE;
  -- Every other lock before any write, always in this order: the buyers by id (one account's checkouts
  -- are counted one at a time), then the ticket types by id (the hot rows). Two batches (two API
  -- instances), a sweep or a box-office sale never wait on each other in a cycle; and the items'
  -- foreign keys find their ticket types already locked by us, so no queued buyer's key-share lock
  -- turns the hot row's locker into a multixact.
  PERFORM 1 FROM users
  WHERE id IN (SELECT o->>'userId' FROM jsonb_array_elements(p_orders) o)
  ORDER BY id FOR NO KEY UPDATE;
  -- Read under that lock, what each ticket type has left (-1 off sale): the orders take from it as they
  -- are held, and each type's stock is written once, at the end, outside the orders' savepoints. (An
  -- UPDATE inside a savepoint, of a row this transaction has locked, records both in a multixact: one
  -- per order on the hot row.) And the types outside their sales window (from sales_starts_at, null at
  -- once, until sales_ends_at, null the event's start, that instant excluded), with why.
  SELECT coalesce(jsonb_object_agg(id, CASE WHEN is_active THEN quantity - sold_quantity ELSE -1 END), '{}'),
    coalesce(jsonb_object_agg(id, CASE WHEN coalesce(sales_ends_at, v_starts_at) <= now() THEN 'sales_ended'
                                       ELSE 'sales_not_started' END)
             FILTER (WHERE coalesce(sales_ends_at, v_starts_at) <= now() OR sales_starts_at > now()), '{}')
  INTO v_stock, v_closed
  FROM (SELECT id, is_active, quantity, sold_quantity, sales_starts_at, sales_ends_at FROM ticket_types
        WHERE id IN (SELECT (i->>'ticketTypeId')::integer
                     FROM jsonb_array_elements(p_orders) o CROSS JOIN LATERAL jsonb_array_elements(o->'items') i)
        ORDER BY id FOR NO KEY UPDATE) locked;
  v_left := v_stock;

  FOR v_order IN
    SELECT n::integer AS position, o->>'userId' AS user_id, o->>'currency' AS currency,
      (o->>'totalMinor')::bigint AS total_minor, (o->>'serviceFeeMinor')::bigint AS service_fee_minor,
      o->>'customerName' AS customer_name, o->>'customerEmail' AS customer_email,
      (o->>'holdMinutes')::integer AS hold_minutes, (o->>'affiliateCodeId')::integer AS affiliate_code_id,
      o->>'channel' AS channel, (o->>'maxPending')::integer AS max_pending,
      (o->>'maxFreeTickets')::integer AS max_free_tickets, o->'items' AS items
    FROM jsonb_array_elements(p_orders) WITH ORDINALITY AS batch(o, n)
    ORDER BY n
  LOOP
    batch_position := v_order.position;
    held_order := NULL;
    refusal := NULL;
    refusal_figure := NULL;
    v_free := v_order.total_minor + v_order.service_fee_minor = 0;
    BEGIN
      IF NOT coalesce(v_open, false) THEN
        RAISE EXCEPTION 'event_closed';
      END IF;
      IF v_ended THEN
        RAISE EXCEPTION 'event_ended';
      END IF;
      SELECT min((i->>'ticketTypeId')::integer) INTO v_closed_type
      FROM jsonb_array_elements(v_order.items) i WHERE v_closed ? (i->>'ticketTypeId');
      IF v_closed_type IS NOT NULL THEN
        RAISE EXCEPTION '%', v_closed->>v_closed_type::text USING DETAIL = v_closed_type::text;
      END IF;
      IF v_currency IS DISTINCT FROM v_order.currency THEN
        RAISE EXCEPTION 'prices_changed';
      END IF;
      IF v_free THEN
        SELECT coalesce(sum(i.quantity), 0)::integer INTO v_taken
        FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.user_id = v_order.user_id AND o.event_id = p_event_id AND o.status = 'completed'
          AND NOT o.is_manual AND o.total_minor + o.service_fee_minor = 0;
        IF v_taken + (SELECT sum((i->>'quantity')::integer) FROM jsonb_array_elements(v_order.items) i)
           > v_order.max_free_tickets THEN
          RAISE EXCEPTION 'free_ticket_limit' USING DETAIL = v_taken::text;
        END IF;
      ELSIF (SELECT count(*) FROM orders
             WHERE user_id = v_order.user_id AND status = 'pending' AND hold_expires_at > now())
            >= v_order.max_pending THEN
        RAISE EXCEPTION 'too_many_pending';
      END IF;

      -- The stock, in ticket type order: every line of the order, or none.
      v_left_after := v_left;
      FOR v_item IN
        SELECT (i->>'ticketTypeId')::integer AS type_id, (i->>'quantity')::integer AS quantity
        FROM jsonb_array_elements(v_order.items) i ORDER BY 1
      LOOP
        IF coalesce((v_left_after->>v_item.type_id::text)::integer, -1) < v_item.quantity THEN
          RAISE EXCEPTION 'stock_short' USING DETAIL = v_item.type_id::text;
        END IF;
        v_left_after := jsonb_set(v_left_after, ARRAY[v_item.type_id::text],
                                  to_jsonb((v_left_after->>v_item.type_id::text)::integer - v_item.quantity));
      END LOOP;

      -- Nothing to pay: completed at once, with no hold.
      INSERT INTO orders (user_id, event_id, currency, total_minor, service_fee_minor, customer_name,
                          customer_email, status, hold_expires_at, completed_at, affiliate_code_id, channel)
      VALUES (v_order.user_id, p_event_id, v_order.currency, v_order.total_minor, v_order.service_fee_minor,
              v_order.customer_name, v_order.customer_email,
              CASE WHEN v_free THEN 'completed' ELSE 'pending' END::order_status,
              CASE WHEN v_free THEN NULL ELSE now() + v_order.hold_minutes * interval '1 minute' END,
              CASE WHEN v_free THEN now() END, v_order.affiliate_code_id, v_order.channel)
      RETURNING id INTO held_order;
      INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_minor)
      SELECT held_order, (i->>'ticketTypeId')::integer, (i->>'quantity')::integer, (i->>'unitPriceMinor')::bigint
      FROM jsonb_array_elements(v_order.items) i;
      IF v_free THEN
        -- One ticket per unit.
        INSERT INTO tickets (order_id, order_item_id, event_id, ticket_type_id, user_id)
        SELECT held_order, i.id, p_event_id, i.ticket_type_id, v_order.user_id
        FROM order_items i CROSS JOIN LATERAL generate_series(1, i.quantity)
        WHERE i.order_id = held_order;
      END IF;
      -- Last, so that an order that failed on the way takes nothing (variables are not rolled back).
      v_left := v_left_after;
    EXCEPTION
      WHEN raise_exception THEN
        GET STACKED DIAGNOSTICS refusal = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
        held_order := NULL;
        refusal_figure := CASE WHEN v_detail ~ '^[0-9]+$' THEN v_detail::integer END;
      -- Anything else fails this order alone (its caller answers a 500), not the batch.
      WHEN OTHERS THEN
        refusal := 'failed: ' || SQLSTATE || ' ' || SQLERRM;
        held_order := NULL;
    END;
    RETURN NEXT;
  END LOOP;

  -- What the held orders took, one UPDATE per ticket type. The rows have been locked since they were
  -- read, so each still has what was counted; the condition and the check constraint are the backstop.
  UPDATE ticket_types t SET sold_quantity = t.sold_quantity + taken.quantity
  FROM (SELECT key::integer AS id, (v_stock->>key)::integer - value::text::integer AS quantity
        FROM jsonb_each(v_left)) taken
  WHERE t.id = taken.id AND taken.quantity > 0 AND t.quantity - t.sold_quantity >= taken.quantity;
  GET DIAGNOSTICS v_types = ROW_COUNT;
  IF v_types <> (SELECT count(*) FROM jsonb_each(v_left) l WHERE (v_stock->>l.key)::integer > l.value::text::integer) THEN
    RAISE EXCEPTION 'checkout_hold_orders: stock changed under its lock' USING ERRCODE = 'internal_error';
  END IF;
END
$$;
COMMENT ON FUNCTION checkout_hold_orders(integer, jsonb) IS 'version 3';
