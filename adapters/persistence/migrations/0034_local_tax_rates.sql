CREATE TABLE "local_tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"zip_prefix" text NOT NULL,
	"percent" numeric(12, 6) NOT NULL,
	"effective_from" date NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_tax_rates" ADD CONSTRAINT "local_tax_rates_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_tax_rates" ADD CONSTRAINT "local_tax_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "local_tax_rates_store_prefix_date_idx" ON "local_tax_rates" USING btree ("dealership_id","zip_prefix","effective_from");