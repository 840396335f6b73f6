-- Rate-limit counters are throw-away (windows of a minute to a day, pruned daily): unlogged, their
-- writes skip the write-ahead log, so a transaction that only counts an attempt (a sold-out checkout,
-- a refused sign-in) commits without waiting for a WAL flush. After a crash PostgreSQL empties the
-- table, which only restarts every window. decisions.md, item 27.
ALTER TABLE "rate_limits" SET UNLOGGED;
