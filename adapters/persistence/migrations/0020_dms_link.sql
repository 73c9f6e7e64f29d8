CREATE TABLE "dms_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"job_id" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"dms_deal_number" text,
	"field_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text
);
--> statement-breakpoint
CREATE TABLE "dms_simulated_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"deal_number" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms_sync" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"dms_deal_number" text NOT NULL,
	"last_push_id" integer NOT NULL,
	"last_pushed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dms_pushes" ADD CONSTRAINT "dms_pushes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_pushes" ADD CONSTRAINT "dms_pushes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_pushes" ADD CONSTRAINT "dms_pushes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_sync" ADD CONSTRAINT "dms_sync_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_sync" ADD CONSTRAINT "dms_sync_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dms_pushes_idempotency_key_idx" ON "dms_pushes" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "dms_pushes_active_order_idx" ON "dms_pushes" USING btree ("order_id") WHERE "dms_pushes"."state" in ('queued', 'pushing', 'retrying');--> statement-breakpoint
CREATE INDEX "dms_pushes_dealership_order_idx" ON "dms_pushes" USING btree ("dealership_id","order_id","id");--> statement-breakpoint
CREATE INDEX "dms_pushes_due_idx" ON "dms_pushes" USING btree ("state","next_retry_at") WHERE "dms_pushes"."state" in ('queued', 'pushing', 'retrying');--> statement-breakpoint
CREATE UNIQUE INDEX "dms_simulated_deals_key_idx" ON "dms_simulated_deals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "dms_simulated_deals_order_idx" ON "dms_simulated_deals" USING btree ("store_id","order_id");