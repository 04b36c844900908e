-- Decision 075: the attempt counters are written on every guarded call (a guest's question, a sign-in)
-- and are worth nothing after a crash. Unlogged, their writes skip the write-ahead log, so a commit
-- that only counts an attempt does not wait for the disk; PostgreSQL empties the table after a crash.
ALTER TABLE "rate_limit_buckets" SET UNLOGGED;
