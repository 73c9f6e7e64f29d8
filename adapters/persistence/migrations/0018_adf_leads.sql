CREATE TABLE "adf_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"imported_by" integer,
	"prospects" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adf_imports" ADD CONSTRAINT "adf_imports_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adf_imports" ADD CONSTRAINT "adf_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adf_imports_document_idx" ON "adf_imports" USING btree ("dealership_id","sha256");--> statement-breakpoint
CREATE INDEX "adf_imports_dealership_idx" ON "adf_imports" USING btree ("dealership_id","id");