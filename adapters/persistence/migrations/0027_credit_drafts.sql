CREATE TABLE "credit_drafts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"step" text NOT NULL,
	"has_co_applicant" boolean DEFAULT false NOT NULL,
	"applicant_open" jsonb NOT NULL,
	"applicant_sealed" text NOT NULL,
	"applicant_key_id" text NOT NULL,
	"co_applicant_open" jsonb,
	"co_applicant_sealed" text,
	"co_applicant_key_id" text,
	"applicant_consent" boolean DEFAULT false NOT NULL,
	"applicant_acknowledgement" boolean DEFAULT false NOT NULL,
	"co_applicant_acknowledgement" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_drafts" ADD CONSTRAINT "credit_drafts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_drafts" ADD CONSTRAINT "credit_drafts_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;