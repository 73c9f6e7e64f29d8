CREATE TABLE "price_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"profile_id" integer,
	"profile_name" text NOT NULL,
	"undoes_batch_id" integer,
	"vehicle_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"old_price_cents" integer NOT NULL,
	"new_price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "cost_cents" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_profile_id_price_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."price_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_batch_id_price_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."price_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_profiles" ADD CONSTRAINT "price_profiles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_profiles" ADD CONSTRAINT "price_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_batches_dealership_idx" ON "price_batches" USING btree ("dealership_id","id");--> statement-breakpoint
CREATE INDEX "price_changes_batch_idx" ON "price_changes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "price_changes_vehicle_idx" ON "price_changes" USING btree ("vehicle_id","id");--> statement-breakpoint
CREATE INDEX "price_profiles_dealership_idx" ON "price_profiles" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_arrival_idx" ON "vehicles" USING btree ("dealership_id","arrival_date");