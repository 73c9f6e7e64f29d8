CREATE TABLE "analytics_awaiting_dealer" (
	"dealership_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"deals" integer DEFAULT 0 NOT NULL,
	"updated_epochs" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_awaiting_dealer_key" PRIMARY KEY("dealership_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_deposits" (
	"dealership_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"held_cents" bigint DEFAULT 0 NOT NULL,
	"captured" integer DEFAULT 0 NOT NULL,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_deposits_key" PRIMARY KEY("dealership_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_offers" (
	"dealership_id" integer NOT NULL,
	"day" date NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_offers_key" PRIMARY KEY("dealership_id","day")
);
--> statement-breakpoint
-- Hand-written: deposits, trade-in offers and the awaiting snapshot kept like the summaries of
-- 0025_analytics_summaries (statement-level triggers over the transition tables, netted deltas, key order).
-- Held, captured and refunded: the same rules as depositFigures in drizzle-analytics-reader.ts.
CREATE FUNCTION analytics_deposits_sql(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_daily_deposits AS s (dealership_id, day, currency, deposits, held, held_cents, captured, captured_cents, refunded, refunded_cents)
  SELECT * FROM (
    SELECT dealership_id, (created_at AT TIME ZONE 'UTC')::date AS day, currency, sum(delta)::int AS deposits,
      coalesce(sum(delta) FILTER (WHERE state = 'pre_authorized'), 0)::int AS held,
      coalesce(sum(delta * amount_cents) FILTER (WHERE state = 'pre_authorized'), 0)::bigint AS held_cents,
      coalesce(sum(delta) FILTER (WHERE captured_cents > 0), 0)::int AS captured, coalesce(sum(delta * captured_cents), 0)::bigint AS captured_cents,
      coalesce(sum(delta) FILTER (WHERE refunded_cents > 0), 0)::int AS refunded, coalesce(sum(delta * refunded_cents), 0)::bigint AS refunded_cents
    FROM (%s) x GROUP BY 1, 2, 3) g
  WHERE deposits <> 0 OR held <> 0 OR held_cents <> 0 OR captured <> 0 OR captured_cents <> 0 OR refunded <> 0 OR refunded_cents <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT analytics_daily_deposits_key DO UPDATE SET deposits = s.deposits + excluded.deposits,
    held = s.held + excluded.held, held_cents = s.held_cents + excluded.held_cents, captured = s.captured + excluded.captured,
    captured_cents = s.captured_cents + excluded.captured_cents, refunded = s.refunded + excluded.refunded,
    refunded_cents = s.refunded_cents + excluded.refunded_cents$q$, changes)
$f$;
--> statement-breakpoint
-- `changes`: offer rows with the store of their trade-in (dealership_id) and a delta.
CREATE FUNCTION analytics_offers_sql(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_daily_offers AS s (dealership_id, day, made, accepted)
  SELECT * FROM (
    SELECT dealership_id, (created_at AT TIME ZONE 'UTC')::date AS day, sum(delta)::int AS made,
      coalesce(sum(delta) FILTER (WHERE status = 'accepted'), 0)::int AS accepted
    FROM (%s) x GROUP BY 1, 2) g
  WHERE made <> 0 OR accepted <> 0 ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT analytics_daily_offers_key DO UPDATE SET made = s.made + excluded.made, accepted = s.accepted + excluded.accepted$q$, changes)
$f$;
--> statement-breakpoint
-- Active deals awaiting the dealer: the same rule as awaitingDealer in drizzle-analytics-reader.ts.
CREATE FUNCTION analytics_awaiting_sql(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_awaiting_dealer AS s (dealership_id, bucket, deals, updated_epochs)
  SELECT * FROM (
    SELECT dealership_id, id %% 16 AS bucket, sum(delta)::int AS deals, sum(delta * extract(epoch FROM updated_at)) AS updated_epochs
    FROM (%s) x WHERE awaiting = 'dealer' AND NOT is_archived GROUP BY 1, 2) g
  WHERE deals <> 0 OR updated_epochs <> 0 ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT analytics_awaiting_dealer_key DO UPDATE SET deals = s.deals + excluded.deals,
    updated_epochs = s.updated_epochs + excluded.updated_epochs$q$, changes)
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  EXECUTE analytics_deals_sql(format('SELECT x.*, c.sales_rep_id FROM (%s) x LEFT JOIN customers c ON c.id = x.customer_id', analytics_changes(TG_OP)));
  EXECUTE analytics_awaiting_sql(analytics_changes(TG_OP));
  RETURN NULL;
END $f$;
--> statement-breakpoint
CREATE FUNCTION analytics_deposits_changed() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  EXECUTE analytics_deposits_sql(analytics_changes(TG_OP));
  RETURN NULL;
END $f$;
--> statement-breakpoint
-- Offers count under their trade-in's store; a trade-in deleted takes its offers away first (below).
CREATE FUNCTION analytics_offers_changed() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  EXECUTE analytics_offers_sql(format('SELECT x.*, t.dealership_id FROM (%s) x JOIN trade_ins t ON t.id = x.trade_in_id', analytics_changes(TG_OP)));
  RETURN NULL;
END $f$;
--> statement-breakpoint
-- A trade-in moved to another store takes its offers with it.
CREATE FUNCTION analytics_trade_ins_moved() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  EXECUTE analytics_offers_sql($q$
    SELECT f.*, n.dealership_id, 1 AS delta FROM trade_in_offers f JOIN new_rows n ON n.id = f.trade_in_id JOIN old_rows o ON o.id = n.id
    WHERE n.dealership_id <> o.dealership_id
    UNION ALL
    SELECT f.*, o.dealership_id, -1 AS delta FROM trade_in_offers f JOIN new_rows n ON n.id = f.trade_in_id JOIN old_rows o ON o.id = n.id
    WHERE n.dealership_id <> o.dealership_id$q$);
  RETURN NULL;
END $f$;
--> statement-breakpoint
-- Before a trade-in goes, its offers stop counting: the cascade that deletes them runs once the
-- trade-in is gone, when their store can no longer be found (their own trigger then finds nothing).
CREATE FUNCTION analytics_trade_in_deleting() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  EXECUTE analytics_offers_sql(format('SELECT f.*, %s AS dealership_id, -1 AS delta FROM trade_in_offers f WHERE f.trade_in_id = %s', OLD.dealership_id, OLD.id));
  RETURN OLD;
END $f$;
--> statement-breakpoint
CREATE TRIGGER analytics_deposits_inserted AFTER INSERT ON deposits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_deposits_changed();--> statement-breakpoint
CREATE TRIGGER analytics_deposits_updated AFTER UPDATE ON deposits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_deposits_changed();--> statement-breakpoint
CREATE TRIGGER analytics_deposits_deleted AFTER DELETE ON deposits REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_deposits_changed();--> statement-breakpoint
CREATE TRIGGER analytics_offers_inserted AFTER INSERT ON trade_in_offers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_offers_changed();--> statement-breakpoint
CREATE TRIGGER analytics_offers_updated AFTER UPDATE ON trade_in_offers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_offers_changed();--> statement-breakpoint
CREATE TRIGGER analytics_offers_deleted AFTER DELETE ON trade_in_offers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_offers_changed();--> statement-breakpoint
CREATE TRIGGER analytics_trade_ins_updated AFTER UPDATE ON trade_ins REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_trade_ins_moved();--> statement-breakpoint
CREATE TRIGGER analytics_trade_in_deleting BEFORE DELETE ON trade_ins FOR EACH ROW EXECUTE FUNCTION analytics_trade_in_deleting();--> statement-breakpoint
DO $b$ BEGIN
  EXECUTE analytics_deposits_sql('SELECT d.*, 1 AS delta FROM deposits d');
  EXECUTE analytics_offers_sql('SELECT f.*, t.dealership_id, 1 AS delta FROM trade_in_offers f JOIN trade_ins t ON t.id = f.trade_in_id');
  EXECUTE analytics_awaiting_sql('SELECT o.*, 1 AS delta FROM orders o');
END $b$;
