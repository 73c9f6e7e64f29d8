CREATE TABLE "analytics_awaiting_dealer" (
	"dealership_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"deals" integer DEFAULT 0 NOT NULL,
	"updated_epochs" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_awaiting_dealer_key" PRIMARY KEY("dealership_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_deals" (
	"dealership_id" integer NOT NULL,
	"day" date NOT NULL,
	"sales_rep_id" integer,
	"deals" integer DEFAULT 0 NOT NULL,
	"quote" integer DEFAULT 0 NOT NULL,
	"trade_in" integer DEFAULT 0 NOT NULL,
	"credit_app" integer DEFAULT 0 NOT NULL,
	"deposit" integer DEFAULT 0 NOT NULL,
	"appointment" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_deals_key" UNIQUE NULLS NOT DISTINCT("dealership_id","day","sales_rep_id")
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
CREATE TABLE "analytics_daily_first_acts" (
	"dealership_id" integer NOT NULL,
	"day" date NOT NULL,
	"previous_day" date,
	"acts" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"answer_seconds" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_daily_first_acts_key" UNIQUE NULLS NOT DISTINCT("dealership_id","day","previous_day")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_leads" (
	"dealership_id" integer NOT NULL,
	"day" date NOT NULL,
	"lead_type" text NOT NULL,
	"sales_rep_id" integer,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_leads_key" UNIQUE NULLS NOT DISTINCT("dealership_id","day","lead_type","sales_rep_id")
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
CREATE TABLE "analytics_daily_page_views" (
	"dealership_id" integer NOT NULL,
	"day" date NOT NULL,
	"page" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_page_views_key" UNIQUE("dealership_id","day","page")
);
--> statement-breakpoint
-- Hand-written: the triggers that keep the summaries exact, then the backfill (session 12).
-- Each summary is changed by statement-level AFTER triggers that read the statement's transition
-- tables (new_rows, old_rows): the rows a statement added count +1, the rows it took away -1, netted
-- per key so that an update touching none of a summary's columns writes nothing. The upserts run in
-- key order. The analytics_*_sql functions only build the SQL text from a query of changed rows
-- (each with a `delta` of +1 or -1); the triggers and the backfill below run it.
CREATE FUNCTION analytics_leads_sql(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_daily_leads AS s (dealership_id, day, lead_type, sales_rep_id, leads)
  SELECT dealership_id, (created_at AT TIME ZONE 'UTC')::date, lead_type, sales_rep_id, sum(delta)
  FROM (%s) x WHERE merged_into_id IS NULL
  GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT analytics_daily_leads_key DO UPDATE SET leads = s.leads + excluded.leads$q$, changes)
$f$;
--> statement-breakpoint
-- Steps reached: the same rules as REACHED in drizzle-analytics-reader.ts.
CREATE FUNCTION analytics_deals_sql(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_daily_deals AS s (dealership_id, day, sales_rep_id, deals, quote, trade_in, credit_app, deposit, appointment, sold)
  SELECT * FROM (
    SELECT dealership_id, (created_at AT TIME ZONE 'UTC')::date AS day, sales_rep_id, sum(delta)::int AS deals,
      coalesce(sum(delta) FILTER (WHERE step_customer_quote NOT IN ('initial', 'no_quote_created')), 0)::int AS quote,
      coalesce(sum(delta) FILTER (WHERE step_trade_in <> 'initial'), 0)::int AS trade_in,
      coalesce(sum(delta) FILTER (WHERE step_credit_app <> 'initial'), 0)::int AS credit_app,
      coalesce(sum(delta) FILTER (WHERE step_deposit IN ('pre_authorized', 'reserved', 'completed', 'refunded')), 0)::int AS deposit,
      coalesce(sum(delta) FILTER (WHERE step_appointment NOT IN ('initial', 'canceled')), 0)::int AS appointment,
      coalesce(sum(delta) FILTER (WHERE confirmed_at IS NOT NULL), 0)::int AS sold
    FROM (%s) x GROUP BY 1, 2, 3) g
  WHERE deals <> 0 OR quote <> 0 OR trade_in <> 0 OR credit_app <> 0 OR deposit <> 0 OR appointment <> 0 OR sold <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT analytics_daily_deals_key DO UPDATE SET deals = s.deals + excluded.deals, quote = s.quote + excluded.quote,
    trade_in = s.trade_in + excluded.trade_in, credit_app = s.credit_app + excluded.credit_app, deposit = s.deposit + excluded.deposit,
    appointment = s.appointment + excluded.appointment, sold = s.sold + excluded.sold$q$, changes)
$f$;
--> statement-breakpoint
-- `now_state` and `before_state`: the timeline rows (dealership_id, order_id, actor, created_at) of the
-- changed deals after and before the statement; each deal's pieces are recomputed from both.
CREATE FUNCTION analytics_first_acts_sql(now_state text, before_state text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_daily_first_acts AS s (dealership_id, day, previous_day, acts, answered, answer_seconds)
  SELECT * FROM (
    SELECT dealership_id, (t AT TIME ZONE 'UTC')::date AS day, (p AT TIME ZONE 'UTC')::date AS previous_day, sum(delta)::int AS acts,
      coalesce(sum(delta) FILTER (WHERE r IS NOT NULL), 0)::int AS answered, coalesce(sum(delta * extract(epoch FROM r - t)), 0) AS answer_seconds
    FROM (
      SELECT a.*, lag(t) OVER (PARTITION BY delta, dealership_id, order_id ORDER BY t) AS p
      FROM (
        SELECT DISTINCT dealership_id, order_id, t, r, delta FROM (
          SELECT dealership_id, order_id, actor, created_at AS t, delta,
            min(created_at) FILTER (WHERE actor = 'dealer') OVER (PARTITION BY delta, order_id ORDER BY created_at DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS r
          FROM (SELECT n.*, 1 AS delta FROM (%s) n UNION ALL SELECT b.*, -1 AS delta FROM (%s) b) u
        ) w WHERE actor = 'customer'
      ) a
    ) y GROUP BY 1, 2, 3) g
  WHERE acts <> 0 OR answered <> 0 OR answer_seconds <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT analytics_daily_first_acts_key DO UPDATE SET acts = s.acts + excluded.acts,
    answered = s.answered + excluded.answered, answer_seconds = s.answer_seconds + excluded.answer_seconds$q$, now_state, before_state)
$f$;
--> statement-breakpoint
CREATE FUNCTION analytics_page_views_sql(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_daily_page_views AS s (dealership_id, day, page, views)
  SELECT dealership_id, (created_at AT TIME ZONE 'UTC')::date, page, sum(delta)
  FROM (%s) x GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT analytics_daily_page_views_key DO UPDATE SET views = s.views + excluded.views$q$, changes)
$f$;
--> statement-breakpoint
-- The statement's changed rows of the trigger's table, each with its delta.
CREATE FUNCTION analytics_changes(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT CASE op
  WHEN 'INSERT' THEN 'SELECT n.*, 1 AS delta FROM new_rows n'
  WHEN 'DELETE' THEN 'SELECT o.*, -1 AS delta FROM old_rows o'
  ELSE 'SELECT n.*, 1 AS delta FROM new_rows n UNION ALL SELECT o.*, -1 AS delta FROM old_rows o' END
$f$;
--> statement-breakpoint
-- Customers: leads; and when a customer's sales rep changes, their deals move to the new rep.
CREATE FUNCTION analytics_customers_changed() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  EXECUTE analytics_leads_sql(analytics_changes(TG_OP));
  IF TG_OP = 'UPDATE' THEN
    EXECUTE analytics_deals_sql($q$
      SELECT d.*, n.sales_rep_id, 1 AS delta FROM orders d JOIN new_rows n ON n.id = d.customer_id JOIN old_rows o ON o.id = n.id
      WHERE n.sales_rep_id IS DISTINCT FROM o.sales_rep_id
      UNION ALL
      SELECT d.*, o.sales_rep_id, -1 AS delta FROM orders d JOIN new_rows n ON n.id = d.customer_id JOIN old_rows o ON o.id = n.id
      WHERE n.sales_rep_id IS DISTINCT FROM o.sales_rep_id$q$);
  END IF;
  RETURN NULL;
END $f$;
--> statement-breakpoint
-- Deals: counted under their customer's sales rep as the customers table says now; and the awaiting
-- snapshot (analytics_awaiting_sql, below with the money's summaries).
CREATE FUNCTION analytics_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  EXECUTE analytics_deals_sql(format('SELECT x.*, c.sales_rep_id FROM (%s) x LEFT JOIN customers c ON c.id = x.customer_id', analytics_changes(TG_OP)));
  EXECUTE analytics_awaiting_sql(analytics_changes(TG_OP));
  RETURN NULL;
END $f$;
--> statement-breakpoint
CREATE FUNCTION analytics_timeline_changed() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  state CONSTANT text := 'SELECT dealership_id, order_id, actor, created_at FROM ';
  changed text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT order_id FROM new_rows' WHEN 'DELETE' THEN 'SELECT order_id FROM old_rows'
    ELSE 'SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows' END;
  added text := CASE WHEN TG_OP = 'DELETE' THEN 'SELECT NULL::int WHERE false' ELSE 'SELECT id FROM new_rows' END;
  taken text := CASE WHEN TG_OP = 'INSERT' THEN 'SELECT NULL::int, NULL::int, NULL::text, NULL::timestamptz WHERE false' ELSE state || 'old_rows' END;
BEGIN
  EXECUTE analytics_first_acts_sql(
    format('%1$s order_timeline WHERE order_id IN (%2$s)', state, changed),
    format('%1$s order_timeline WHERE order_id IN (%2$s) AND id NOT IN (%3$s) UNION ALL %4$s', state, changed, added, taken));
  RETURN NULL;
END $f$;
--> statement-breakpoint
CREATE FUNCTION analytics_page_events_changed() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  EXECUTE analytics_page_views_sql(analytics_changes(TG_OP));
  RETURN NULL;
END $f$;
--> statement-breakpoint
CREATE TRIGGER analytics_customers_inserted AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_customers_changed();--> statement-breakpoint
CREATE TRIGGER analytics_customers_updated AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_customers_changed();--> statement-breakpoint
CREATE TRIGGER analytics_customers_deleted AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_customers_changed();--> statement-breakpoint
CREATE TRIGGER analytics_orders_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_changed();--> statement-breakpoint
CREATE TRIGGER analytics_orders_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_changed();--> statement-breakpoint
CREATE TRIGGER analytics_orders_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_orders_changed();--> statement-breakpoint
CREATE TRIGGER analytics_timeline_inserted AFTER INSERT ON order_timeline REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_timeline_changed();--> statement-breakpoint
CREATE TRIGGER analytics_timeline_updated AFTER UPDATE ON order_timeline REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_timeline_changed();--> statement-breakpoint
CREATE TRIGGER analytics_timeline_deleted AFTER DELETE ON order_timeline REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_timeline_changed();--> statement-breakpoint
CREATE TRIGGER analytics_page_events_inserted AFTER INSERT ON page_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_page_events_changed();--> statement-breakpoint
CREATE TRIGGER analytics_page_events_updated AFTER UPDATE ON page_events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_page_events_changed();--> statement-breakpoint
CREATE TRIGGER analytics_page_events_deleted AFTER DELETE ON page_events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_page_events_changed();--> statement-breakpoint
-- The backfill: every existing row once.
DO $b$ BEGIN
  EXECUTE analytics_leads_sql('SELECT c.*, 1 AS delta FROM customers c');
  EXECUTE analytics_deals_sql('SELECT d.*, c.sales_rep_id, 1 AS delta FROM orders d LEFT JOIN customers c ON c.id = d.customer_id');
  EXECUTE analytics_first_acts_sql('SELECT dealership_id, order_id, actor, created_at FROM order_timeline',
    'SELECT NULL::int, NULL::int, NULL::text, NULL::timestamptz WHERE false');
  EXECUTE analytics_page_views_sql('SELECT e.*, 1 AS delta FROM page_events e');
END $b$;
--> statement-breakpoint
-- Hand-written: deposits, trade-in offers and the awaiting snapshot, kept the same way.
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
