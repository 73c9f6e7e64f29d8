ALTER TABLE "dealerships" ADD COLUMN "new_cars_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "used_cars_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "cname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "deposit_package" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "trade_in_system" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "credit_application_system" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "is_eti_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "is_activix_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "use_addons_recommendation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "use_postal_code" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "mandatory_names" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "compulsory_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "saml_login_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "custom_copy" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "disclosures" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "disclaimer_package" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "discount_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "discount_name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "calendar" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "logo_media_id" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "card_processor_account_id" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "card_processor_connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "kind" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_media_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_credit_application" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "permissions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
CREATE INDEX "audit_log_dealership_at_idx" ON "audit_log" USING btree ("dealership_id","created_at");--> statement-breakpoint
UPDATE "dealerships" SET "compulsory_login" = coalesce(("settings"->>'compulsory_login')::boolean, false), "settings" = "settings" - 'compulsory_login' WHERE "settings" ? 'compulsory_login';--> statement-breakpoint
UPDATE "dealerships" SET "hours" = '{"MONDAY":{"start":"09:00","end":"18:00"},"TUESDAY":{"start":"09:00","end":"18:00"},"WEDNESDAY":{"start":"09:00","end":"18:00"},"THURSDAY":{"start":"09:00","end":"21:00"},"FRIDAY":{"start":"09:00","end":"18:00"},"SATURDAY":{"start":"10:00","end":"16:00"},"SUNDAY":null}'::jsonb WHERE "hours" = '{}'::jsonb;
