-- The checkout's writes for a batch of one event's checkouts, in one transaction (hold-batches.ts calls
-- it). This file is the function's one source: db/routines.ts applies it after the migrations at every
-- start, and tests/api/hold-function-source.test.ts checks the database runs this text. Each order is
-- held in a savepoint of its own: a refusal leaves nothing behind and changes nothing for the others.
-- One row per order, in order: its id, or its refusal ('event_closed', 'event_ended', 'sales_not_started',
-- 'sales_ended', 'prices_changed', 'too_many_pending', 'free_ticket_limit', 'stock_short',
-- 'promo_code_not_valid', 'promo_code_used_up', 'promo_code_limit_per_buyer') with its figure, or
-- 'failed' with the database's error. (Version 3 added the sales windows' refusals: an instance of the
-- release before answers them as a 500 during a rolling deploy, never a sale. Version 5 added the codes:
-- an order's 'promoCodeId' and its items' 'listPriceMinor', both absent from the release before, which
-- so sells no hidden type and sets no reserved stock aside; its refusals are a 500 there, never a sale.
-- docs/design/promo-codes.md.) Its keys are a contract with the previous release: rename one by a new function;
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
  v_hidden jsonb;
  v_codes jsonb;
  v_code jsonb;
  v_code_key text;
  v_code_taken jsonb := '{}';
  v_code_taken_after jsonb;
  v_buyer_taken jsonb := '{}';
  v_buyer_key text;
  v_reserved jsonb;
  v_reserved_after jsonb;
  v_uses integer;
  v_prior integer;
  v_free_for_order integer;
  v_own integer;
BEGIN
  -- The event's currency, whether it is still open (active, not deleted, not cancelled: version 4) and whether it has ended (its
  -- end, or its start when it has none, has passed), under a share lock: an organizer's change, a
  -- deletion or a deactivation (each an UPDATE of the row) waits for this batch, or was made before it
  -- and is seen here. The same rule as the events module's sale-state.ts.
  SELECT currency, deleted_at IS NULL AND is_active AND cancelled_at IS NULL, coalesce(ends_at, starts_at) < now(), starts_at
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
  -- Then the orders' promo codes by id (version 5): each code's uses are counted by one batch at a
  -- time, and a buyer's by the buyer's lock above. What each has left, whether it works now (live, within
  -- its validity times), its limit per buyer, whether it reveals hidden types, which types it names, and
  -- what is left of its reservation.
  SELECT coalesce(jsonb_object_agg(id, jsonb_build_object(
           'valid', deleted_at IS NULL AND event_id = p_event_id AND coalesce(valid_from <= now(), true)
                    AND coalesce(valid_until > now(), true),
           'left', max_uses - used,
           'perBuyer', max_per_buyer,
           'access', kind = 'access',
           'types', to_jsonb(ticket_type_ids),
           'reservedType', CASE WHEN reserved_quantity > used THEN ticket_type_ids[1] END,
           'reservedLeft', greatest(reserved_quantity - used, 0))), '{}')
  INTO v_codes
  FROM (SELECT * FROM promo_codes
        WHERE id IN (SELECT (o->>'promoCodeId')::integer FROM jsonb_array_elements(p_orders) o)
        ORDER BY id FOR NO KEY UPDATE) locked;
  -- Read under that lock, what each ticket type has left (-1 off sale): the orders take from it as they
  -- are held, and each type's stock is written once, at the end, outside the orders' savepoints. (An
  -- UPDATE inside a savepoint, of a row this transaction has locked, records both in a multixact: one
  -- per order on the hot row.) And the types outside their sales window (from sales_starts_at, null at
  -- once, until sales_ends_at, null the event's start, that instant excluded), with why.
  SELECT coalesce(jsonb_object_agg(id, CASE WHEN is_active THEN quantity - sold_quantity ELSE -1 END), '{}'),
    coalesce(jsonb_object_agg(id, CASE WHEN coalesce(sales_ends_at, v_starts_at) <= now() THEN 'sales_ended'
                                       ELSE 'sales_not_started' END)
             FILTER (WHERE coalesce(sales_ends_at, v_starts_at) <= now() OR sales_starts_at > now()), '{}'),
    coalesce(jsonb_object_agg(id, true) FILTER (WHERE hidden), '{}')
  INTO v_stock, v_closed, v_hidden
  FROM (SELECT id, is_active, quantity, sold_quantity, sales_starts_at, sales_ends_at, hidden FROM ticket_types
        WHERE id IN (SELECT (i->>'ticketTypeId')::integer
                     FROM jsonb_array_elements(p_orders) o CROSS JOIN LATERAL jsonb_array_elements(o->'items') i)
        ORDER BY id FOR NO KEY UPDATE) locked;
  v_left := v_stock;
  -- What live codes set aside of each type and have not used (decisions.md item 65; the promo-codes
  -- module's reservations.ts counts it the same way): off sale to all but each code's own holders. Read
  -- once the types are locked, so any reservation committed before is seen; a code's own uses are
  -- counted as they are taken below.
  SELECT coalesce(jsonb_object_agg(type_id, reserved), '{}') INTO v_reserved
  FROM (SELECT ticket_type_ids[1] AS type_id, sum(greatest(reserved_quantity - used, 0))::integer AS reserved
        FROM promo_codes
        WHERE event_id = p_event_id AND deleted_at IS NULL AND reserved_quantity > 0 AND reserved_quantity > used
          AND coalesce(valid_until > now(), true)
        GROUP BY 1) r;

  FOR v_order IN
    SELECT n::integer AS position, o->>'userId' AS user_id, o->>'currency' AS currency,
      (o->>'totalMinor')::bigint AS total_minor, (o->>'serviceFeeMinor')::bigint AS service_fee_minor,
      o->>'customerName' AS customer_name, o->>'customerEmail' AS customer_email,
      (o->>'holdMinutes')::integer AS hold_minutes, (o->>'affiliateCodeId')::integer AS affiliate_code_id,
      o->>'channel' AS channel, (o->>'maxPending')::integer AS max_pending,
      (o->>'maxFreeTickets')::integer AS max_free_tickets, o->'items' AS items,
      (o->>'promoCodeId')::integer AS promo_code_id
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

      -- The code (version 5): a hidden type only with an access code that names it (or names none);
      -- the code live and within its validity times; its uses, in tickets of the lines priced with it
      -- (those with a list price), within what it has left and within the buyer's limit.
      v_code_key := v_order.promo_code_id::text;
      v_code := CASE WHEN v_code_key IS NULL THEN NULL ELSE v_codes->v_code_key END;
      SELECT min((i->>'ticketTypeId')::integer) INTO v_closed_type
      FROM jsonb_array_elements(v_order.items) i
      WHERE v_hidden ? (i->>'ticketTypeId')
        AND NOT coalesce((v_code->>'access')::boolean
                         AND (jsonb_array_length(v_code->'types') = 0
                              OR (v_code->'types') @> to_jsonb((i->>'ticketTypeId')::integer)), false);
      IF v_closed_type IS NOT NULL THEN
        RAISE EXCEPTION 'promo_code_not_valid' USING DETAIL = v_closed_type::text;
      END IF;
      v_code_taken_after := v_code_taken;
      IF v_code_key IS NOT NULL THEN
        IF v_code IS NULL OR NOT (v_code->>'valid')::boolean THEN
          RAISE EXCEPTION 'promo_code_not_valid';
        END IF;
        SELECT coalesce(sum((i->>'quantity')::integer), 0)::integer INTO v_uses
        FROM jsonb_array_elements(v_order.items) i WHERE i->>'listPriceMinor' IS NOT NULL;
        IF (v_code->>'left')::integer - coalesce((v_code_taken->>v_code_key)::integer, 0) < v_uses THEN
          RAISE EXCEPTION 'promo_code_used_up'
            USING DETAIL = greatest(0, (v_code->>'left')::integer - coalesce((v_code_taken->>v_code_key)::integer, 0))::text;
        END IF;
        v_buyer_key := v_order.user_id || ':' || v_code_key;
        IF v_code->>'perBuyer' IS NOT NULL THEN
          -- The buyer's tickets with it so far: their held and paid orders' lines priced with it, less
          -- the tickets refunded or cancelled since (each gave its use back).
          SELECT coalesce(sum(i.quantity - (SELECT count(*) FROM tickets t
                                            WHERE t.order_item_id = i.id AND t.status IN ('refunded', 'cancelled'))), 0)::integer
          INTO v_prior
          FROM orders o JOIN order_items i ON i.order_id = o.id
          WHERE o.user_id = v_order.user_id AND o.promo_code_id = v_order.promo_code_id
            AND o.status IN ('pending', 'completed') AND i.list_price_minor IS NOT NULL;
          v_prior := v_prior + coalesce((v_buyer_taken->>v_buyer_key)::integer, 0);
          IF v_prior + v_uses > (v_code->>'perBuyer')::integer THEN
            RAISE EXCEPTION 'promo_code_limit_per_buyer'
              USING DETAIL = greatest(0, (v_code->>'perBuyer')::integer - v_prior)::text;
          END IF;
        END IF;
        v_code_taken_after := jsonb_set(v_code_taken, ARRAY[v_code_key],
                                        to_jsonb(coalesce((v_code_taken->>v_code_key)::integer, 0) + v_uses));
      END IF;

      -- The stock, in ticket type order: every line of the order, or none. What live codes set aside
      -- is not for this order, except what is left of its own code's reservation.
      v_left_after := v_left;
      v_reserved_after := v_reserved;
      FOR v_item IN
        SELECT (i->>'ticketTypeId')::integer AS type_id, (i->>'quantity')::integer AS quantity
        FROM jsonb_array_elements(v_order.items) i ORDER BY 1
      LOOP
        v_own := CASE WHEN (v_code->>'reservedType')::integer = v_item.type_id
                      THEN least(greatest(0, (v_code->>'reservedLeft')::integer
                                             - coalesce((v_code_taken->>v_code_key)::integer, 0)),
                                 coalesce((v_reserved_after->>v_item.type_id::text)::integer, 0))
                      ELSE 0 END;
        v_free_for_order := coalesce((v_left_after->>v_item.type_id::text)::integer, -1)
                            - coalesce((v_reserved_after->>v_item.type_id::text)::integer, 0) + v_own;
        IF coalesce((v_left_after->>v_item.type_id::text)::integer, -1) < 0 OR v_free_for_order < v_item.quantity THEN
          RAISE EXCEPTION 'stock_short' USING DETAIL = v_item.type_id::text;
        END IF;
        v_left_after := jsonb_set(v_left_after, ARRAY[v_item.type_id::text],
                                  to_jsonb((v_left_after->>v_item.type_id::text)::integer - v_item.quantity));
        IF v_own > 0 THEN
          v_reserved_after := jsonb_set(v_reserved_after, ARRAY[v_item.type_id::text],
            to_jsonb((v_reserved_after->>v_item.type_id::text)::integer - least(v_own, v_item.quantity)));
        END IF;
      END LOOP;

      -- Nothing to pay: completed at once, with no hold.
      INSERT INTO orders (user_id, event_id, currency, total_minor, service_fee_minor, customer_name,
                          customer_email, status, hold_expires_at, completed_at, affiliate_code_id, channel,
                          promo_code_id)
      VALUES (v_order.user_id, p_event_id, v_order.currency, v_order.total_minor, v_order.service_fee_minor,
              v_order.customer_name, v_order.customer_email,
              CASE WHEN v_free THEN 'completed' ELSE 'pending' END::order_status,
              CASE WHEN v_free THEN NULL ELSE now() + v_order.hold_minutes * interval '1 minute' END,
              CASE WHEN v_free THEN now() END, v_order.affiliate_code_id, v_order.channel, v_order.promo_code_id)
      RETURNING id INTO held_order;
      INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_minor, list_price_minor)
      SELECT held_order, (i->>'ticketTypeId')::integer, (i->>'quantity')::integer, (i->>'unitPriceMinor')::bigint,
             (i->>'listPriceMinor')::bigint
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
      v_reserved := v_reserved_after;
      IF v_code_key IS NOT NULL THEN
        v_code_taken := v_code_taken_after;
        v_buyer_taken := jsonb_set(v_buyer_taken, ARRAY[v_buyer_key],
                                   to_jsonb(coalesce((v_buyer_taken->>v_buyer_key)::integer, 0) + v_uses));
      END IF;
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
  -- The codes' uses the held orders took, one UPDATE per code, the same way (locked since read).
  UPDATE promo_codes c SET used = c.used + taken.uses
  FROM (SELECT key::integer AS id, value::text::integer AS uses FROM jsonb_each(v_code_taken)) taken
  WHERE c.id = taken.id AND taken.uses > 0 AND (c.max_uses IS NULL OR c.used + taken.uses <= c.max_uses);
  GET DIAGNOSTICS v_types = ROW_COUNT;
  IF v_types <> (SELECT count(*) FROM jsonb_each(v_code_taken) t WHERE t.value::text::integer > 0) THEN
    RAISE EXCEPTION 'checkout_hold_orders: a code changed under its lock' USING ERRCODE = 'internal_error';
  END IF;
END
$$;
COMMENT ON FUNCTION checkout_hold_orders(integer, jsonb) IS 'version 5';
