CREATE TABLE "inbound_mail_seen" (
	"dealership_id" integer NOT NULL,
	"mail_key" text NOT NULL,
	"channel" text NOT NULL,
	"import_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kept_aside_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_mail_seen_dealership_id_mail_key_pk" PRIMARY KEY("dealership_id","mail_key")
);
--> statement-breakpoint
ALTER TABLE "inbound_mail_seen" ADD CONSTRAINT "inbound_mail_seen_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mail_seen" ADD CONSTRAINT "inbound_mail_seen_kept_aside_id_adf_rejected_mail_id_fk" FOREIGN KEY ("kept_aside_id") REFERENCES "public"."adf_rejected_mail"("id") ON DELETE set null ON UPDATE no action;