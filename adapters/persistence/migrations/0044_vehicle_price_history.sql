CREATE TABLE "vehicle_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"old_price_cents" integer NOT NULL,
	"new_price_cents" integer NOT NULL,
	"source" text NOT NULL,
	"import_id" integer,
	"user_id" integer,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_import_id_vehicle_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."vehicle_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_price_changes_vehicle_idx" ON "vehicle_price_changes" USING btree ("vehicle_id","changed_at");