-- checkout_hold_order (0009) with the order's items inserted after the stock UPDATEs instead of
-- before them; everything else as it was. Why: the comment above the loop.
CREATE OR REPLACE FUNCTION checkout_hold_order(
  p_user_id text,
  p_event_id integer,
  p_currency text,
  p_total_minor bigint,
  p_service_fee_minor bigint,
  p_customer_name text,
  p_customer_email text,
  p_hold_minutes integer,
  p_affiliate_code_id integer,
  p_channel text,
  p_type_ids integer[],
  p_quantities integer[],
  p_unit_prices bigint[],
  p_max_pending integer,
  p_max_free_tickets integer
) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_free boolean := p_total_minor + p_service_fee_minor = 0;
  v_currency text;
  v_taken integer;
  v_order_id uuid;
  v_item record;
BEGIN
  -- The event's currency under a key-share lock: an organizer's change waits for this order, or was seen.
  SELECT currency INTO v_currency FROM events WHERE id = p_event_id FOR KEY SHARE;
  IF v_currency IS DISTINCT FROM p_currency THEN
    RAISE EXCEPTION 'prices_changed';
  END IF;
  -- One account's checkouts are counted one at a time; other buyers and references never wait.
  PERFORM 1 FROM users WHERE id = p_user_id FOR NO KEY UPDATE;
  IF v_free THEN
    SELECT coalesce(sum(i.quantity), 0)::integer INTO v_taken
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.user_id = p_user_id AND o.event_id = p_event_id AND o.status = 'completed'
      AND NOT o.is_manual AND o.total_minor + o.service_fee_minor = 0;
    IF v_taken + (SELECT sum(q) FROM unnest(p_quantities) q) > p_max_free_tickets THEN
      RAISE EXCEPTION 'free_ticket_limit' USING DETAIL = v_taken::text;
    END IF;
  ELSIF (SELECT count(*) FROM orders WHERE user_id = p_user_id AND status = 'pending' AND hold_expires_at > now())
        >= p_max_pending THEN
    RAISE EXCEPTION 'too_many_pending';
  END IF;

  INSERT INTO orders (user_id, event_id, currency, total_minor, service_fee_minor, customer_name, customer_email,
                      hold_expires_at, affiliate_code_id, channel)
  VALUES (p_user_id, p_event_id, p_currency, p_total_minor, p_service_fee_minor, p_customer_name, p_customer_email,
          now() + p_hold_minutes * interval '1 minute', p_affiliate_code_id, p_channel)
  RETURNING id INTO v_order_id;

  -- The hot rows, in ticket type order (locks never taken in a cycle), each one conditional UPDATE,
  -- before the items: an item's foreign key takes a key-share lock on its ticket type, and buyers queued
  -- for the row while holding that lock made every UPDATE of it build a multixact of all of them (the
  -- flash sale's PostgreSQL CPU). Taken after our own UPDATE, the key-share lock costs nothing.
  FOR v_item IN SELECT t, q FROM unnest(p_type_ids, p_quantities) AS cart(t, q) ORDER BY t LOOP
    UPDATE ticket_types SET sold_quantity = sold_quantity + v_item.q
    WHERE id = v_item.t AND is_active AND quantity - sold_quantity >= v_item.q;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stock_short' USING DETAIL = v_item.t::text;
    END IF;
  END LOOP;
  INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price_minor)
  SELECT v_order_id, t, q, p FROM unnest(p_type_ids, p_quantities, p_unit_prices) AS cart(t, q, p);

  -- Nothing to pay: completed at once, one ticket per unit.
  IF v_free THEN
    UPDATE orders SET status = 'completed', hold_expires_at = NULL, completed_at = now(), updated_at = now()
    WHERE id = v_order_id;
    INSERT INTO tickets (order_id, order_item_id, event_id, ticket_type_id, user_id)
    SELECT v_order_id, i.id, p_event_id, i.ticket_type_id, p_user_id
    FROM order_items i CROSS JOIN LATERAL generate_series(1, i.quantity)
    WHERE i.order_id = v_order_id;
  END IF;
  RETURN v_order_id;
END
$$;
