CREATE TABLE "vehicle_feed_settings" (
	"dealership_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb,
	"kind" text DEFAULT 'full' NOT NULL,
	"day_order" text DEFAULT 'mdy' NOT NULL,
	"pull_url" text,
	"pull_credentials" jsonb,
	"pull_every_hours" integer,
	"etag" text,
	"last_modified" text,
	"last_pulled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_import_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row_number" integer,
	"outcome" text NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"stock_number" text DEFAULT '' NOT NULL,
	"vehicle_id" integer,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before" jsonb,
	"order_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "vehicle_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"problem" jsonb,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"made_unavailable" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"warned" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" integer
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "left_feed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_feed_settings" ADD CONSTRAINT "vehicle_feed_settings_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_import_rows" ADD CONSTRAINT "vehicle_import_rows_import_id_vehicle_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."vehicle_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_import_rows" ADD CONSTRAINT "vehicle_import_rows_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_imports" ADD CONSTRAINT "vehicle_imports_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_imports" ADD CONSTRAINT "vehicle_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_imports" ADD CONSTRAINT "vehicle_imports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_import_rows_import_idx" ON "vehicle_import_rows" USING btree ("import_id","id");--> statement-breakpoint
CREATE INDEX "vehicle_import_rows_import_vin_idx" ON "vehicle_import_rows" USING btree ("import_id","vin");--> statement-breakpoint
CREATE INDEX "vehicle_imports_dealership_idx" ON "vehicle_imports" USING btree ("dealership_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_imports_one_running_idx" ON "vehicle_imports" USING btree ("dealership_id") WHERE status = 'running';