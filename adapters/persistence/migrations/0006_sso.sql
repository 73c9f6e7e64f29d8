CREATE TABLE "sso_assertions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_connections" (
	"dealership_id" integer NOT NULL,
	"source" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"idp_entity_id" text DEFAULT '' NOT NULL,
	"idp_sso_url" text DEFAULT '' NOT NULL,
	"idp_certificate" text DEFAULT '' NOT NULL,
	"mfa_contexts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_user_role" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_connections_dealership_id_source_pk" PRIMARY KEY("dealership_id","source")
);
--> statement-breakpoint
CREATE TABLE "sso_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_assertions_expires_idx" ON "sso_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_requests_created_idx" ON "sso_requests" USING btree ("created_at");