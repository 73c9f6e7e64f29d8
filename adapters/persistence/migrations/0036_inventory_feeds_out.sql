CREATE TABLE "inventory_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"label" text NOT NULL,
	"format" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone,
	"fetch_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_feeds" ADD CONSTRAINT "inventory_feeds_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_feeds" ADD CONSTRAINT "inventory_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_feeds_token_hash_idx" ON "inventory_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "inventory_feeds_dealership_idx" ON "inventory_feeds" USING btree ("dealership_id","id");