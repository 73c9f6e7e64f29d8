ALTER TABLE "customers" ADD COLUMN "archive_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "archived_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "archive_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;