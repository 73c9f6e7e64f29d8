CREATE TABLE "adf_mail_addresses" (
	"dealership_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adf_rejected_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"channel" text NOT NULL,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"import_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw" "bytea" NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adf_imports" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "adf_mail_addresses" ADD CONSTRAINT "adf_mail_addresses_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adf_rejected_mail" ADD CONSTRAINT "adf_rejected_mail_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adf_mail_addresses_token_idx" ON "adf_mail_addresses" USING btree ("token");--> statement-breakpoint
CREATE INDEX "adf_rejected_mail_dealership_idx" ON "adf_rejected_mail" USING btree ("dealership_id","id");