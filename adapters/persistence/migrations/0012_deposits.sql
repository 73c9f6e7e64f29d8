CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"payment_status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"transferred_out_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"processor_payment_id" text,
	"processor_refund_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_outside" boolean DEFAULT false NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"refund_reason" jsonb,
	"transfer_reason" jsonb,
	"transferred_to_deposit_id" integer,
	"transferred_from_deposit_id" integer,
	"decline_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"token" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "reserve_it_fields" (
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_it_fields_order_id_name_pk" PRIMARY KEY("order_id","name")
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_it_fields" ADD CONSTRAINT "reserve_it_fields_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_order_idx" ON "deposits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "deposits_dealership_customer_idx" ON "deposits" USING btree ("dealership_id","customer_id");--> statement-breakpoint
CREATE INDEX "deposits_hold_expiry_idx" ON "deposits" USING btree ("state","hold_expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");