-- The one-order hold function, kept for one release so that instances of the release before the
-- batched hold could finish a rolling deploy. Nothing calls it now.
DROP FUNCTION IF EXISTS checkout_hold_order(text, integer, text, bigint, bigint, text, text, integer, integer, text,
  integer[], integer[], bigint[], integer, integer);
