CREATE TABLE "customer_import_mappings" (
	"dealership_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_import_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"outcome" text NOT NULL,
	"customer_id" integer,
	"reasons" jsonb NOT NULL,
	"refusals" jsonb NOT NULL,
	"warnings" jsonb NOT NULL,
	"before" jsonb,
	"undone" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "customer_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"by_user_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_consent" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_consent_at" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_consent_source" text;--> statement-breakpoint
ALTER TABLE "customer_import_mappings" ADD CONSTRAINT "customer_import_mappings_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_import_mappings" ADD CONSTRAINT "customer_import_mappings_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_import_rows" ADD CONSTRAINT "customer_import_rows_import_id_customer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."customer_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_import_rows_customer_idx" ON "customer_import_rows" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_imports_dealership_idx" ON "customer_imports" USING btree ("dealership_id","started_at");