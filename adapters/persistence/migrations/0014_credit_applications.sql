CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" smallint NOT NULL,
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
	"top_page_url" text,
	"credit_check_reference_number" text,
	"lead_reference_number" text,
	"verify_request_comments" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_applications_order_idx" ON "credit_applications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_applications_dealership_idx" ON "credit_applications" USING btree ("dealership_id","status");--> statement-breakpoint
CREATE INDEX "credit_applications_key_idx" ON "credit_applications" USING btree ("applicant_key_id");