CREATE TABLE "trade_in_estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_in_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"ok" boolean NOT NULL,
	"error_code" text,
	"error_reason" text,
	"cat_id" text,
	"estimate_id" text,
	"value_cents" integer,
	"range_min_cents" integer,
	"range_max_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_in_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_in_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"decline_comments" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"expiry_date" date NOT NULL,
	"made_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"transmission" text,
	"odometer" integer NOT NULL,
	"odometer_unit" text NOT NULL,
	"vin" text,
	"condition" text DEFAULT 'good' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finance_amount_due_cents" integer DEFAULT 0 NOT NULL,
	"lease_amount_due_cents" integer DEFAULT 0 NOT NULL,
	"payments_left" integer,
	"residual_value_cents" integer,
	"yes_no" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pictures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_in_estimates" ADD CONSTRAINT "trade_in_estimates_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_offers" ADD CONSTRAINT "trade_in_offers_trade_in_id_trade_ins_id_fk" FOREIGN KEY ("trade_in_id") REFERENCES "public"."trade_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_offers" ADD CONSTRAINT "trade_in_offers_made_by_user_id_users_id_fk" FOREIGN KEY ("made_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_estimates_vendor_idx" ON "trade_in_estimates" USING btree ("trade_in_id","vendor");--> statement-breakpoint
CREATE INDEX "trade_in_offers_trade_in_idx" ON "trade_in_offers" USING btree ("trade_in_id","id");--> statement-breakpoint
CREATE INDEX "trade_in_offers_due_idx" ON "trade_in_offers" USING btree ("expiry_date") WHERE "trade_in_offers"."status" = 'awaiting';--> statement-breakpoint
CREATE UNIQUE INDEX "trade_ins_order_idx" ON "trade_ins" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_ins_customer_without_deal_idx" ON "trade_ins" USING btree ("customer_id") WHERE "trade_ins"."order_id" is null;--> statement-breakpoint
CREATE INDEX "trade_ins_dealership_idx" ON "trade_ins" USING btree ("dealership_id","customer_id");