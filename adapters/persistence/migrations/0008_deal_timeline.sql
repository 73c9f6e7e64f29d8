CREATE TABLE "order_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_timeline_order_idx" ON "order_timeline" USING btree ("order_id","id");--> statement-breakpoint
-- The deals that exist already start their history with what the orders table knows
-- (adapters/persistence/orders/timeline-backfill.ts runs the same statement for the demo seed).
INSERT INTO "order_timeline" ("dealership_id", "order_id", "kind", "event", "actor", "actor_user_id", "detail", "created_at")
SELECT o.dealership_id, o.id, e.kind, e.event, CASE WHEN e.actor_user_id IS NULL THEN 'system' ELSE 'dealer' END, e.actor_user_id, e.detail, e.at
FROM "orders" o
CROSS JOIN LATERAL (VALUES
  ('status', 'status.created', o.created_by, jsonb_build_object('payment_type', o.payment_type), o.created_at),
  ('status', 'status.completed', o.confirmed_by, '{}'::jsonb, o.confirmed_at),
  ('status', 'status.archived', o.archived_status_changed_by, '{}'::jsonb, CASE WHEN o.is_archived THEN o.archived_status_changed_at END)
) AS e(kind, event, actor_user_id, detail, at)
WHERE e.at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "order_timeline" t WHERE t.order_id = o.id)
ORDER BY o.id, e.at;
