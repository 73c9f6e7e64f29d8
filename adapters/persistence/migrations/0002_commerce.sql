CREATE TABLE "accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"category" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"installation_charge_override_cents" integer,
	"pre_installed" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"vehicle_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_media_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aftermarket_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"question_en" text NOT NULL,
	"question_fr" text DEFAULT '' NOT NULL,
	"field_type" text DEFAULT 'boolean' NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fees_and_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"order_id" integer,
	"name" text NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"taxability" boolean DEFAULT true NOT NULL,
	"include_by_default" boolean DEFAULT false NOT NULL,
	"is_cash" boolean DEFAULT true NOT NULL,
	"is_finance" boolean DEFAULT true NOT NULL,
	"is_lease" boolean DEFAULT true NOT NULL,
	"applicable_new" boolean DEFAULT true NOT NULL,
	"applicable_used" boolean DEFAULT true NOT NULL,
	"applicable_cpo" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT true NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"is_pending" boolean DEFAULT true NOT NULL,
	"is_in_transit" boolean DEFAULT true NOT NULL,
	"is_virtual" boolean DEFAULT true NOT NULL,
	"is_as_is" boolean DEFAULT true NOT NULL,
	"vehicle_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marketscan_type" text,
	"cap_cost" boolean DEFAULT false NOT NULL,
	"residualize" boolean DEFAULT false NOT NULL,
	"tax_in_cap" boolean DEFAULT false NOT NULL,
	"selectable_by_customer" boolean DEFAULT false NOT NULL,
	"type" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incentives" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"before_tax" boolean DEFAULT false NOT NULL,
	"is_cash" boolean DEFAULT true NOT NULL,
	"is_finance" boolean DEFAULT true NOT NULL,
	"is_lease" boolean DEFAULT true NOT NULL,
	"is_conditional" boolean DEFAULT false NOT NULL,
	"applicable_new" boolean DEFAULT true NOT NULL,
	"applicable_used" boolean DEFAULT false NOT NULL,
	"make" text,
	"model" text,
	"year_from" integer,
	"year_to" integer,
	"starts_on" date,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"method" text NOT NULL,
	"term_from" integer NOT NULL,
	"term_to" integer NOT NULL,
	"min_credit_score" integer,
	"rate" numeric(12, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_residuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"term" integer NOT NULL,
	"distance_allowance" integer,
	"residual" numeric(12, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'bank' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_fees_and_discounts" (
	"order_id" integer NOT NULL,
	"fee_id" integer NOT NULL,
	"included" boolean DEFAULT true NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_fees_and_discounts_order_id_fee_id_pk" PRIMARY KEY("order_id","fee_id")
);
--> statement-breakpoint
CREATE TABLE "order_payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"include_tax" boolean DEFAULT true NOT NULL,
	"term" integer,
	"rate" numeric(12, 6),
	"payment_frequency" text DEFAULT 'monthly' NOT NULL,
	"credit_score" integer,
	"down_payment_cents" integer DEFAULT 0 NOT NULL,
	"distance_allowance" integer,
	"trade_in_type" text DEFAULT 'none' NOT NULL,
	"trade_in_credit_cents" integer DEFAULT 0 NOT NULL,
	"trade_in_owing_cents" integer DEFAULT 0 NOT NULL,
	"postal_code" text,
	"lender_id" integer,
	"total_purchase_price_cents" bigint,
	"payment_cents" bigint,
	"priced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"dealership_id" integer PRIMARY KEY NOT NULL,
	"conditional_incentives_enabled" boolean DEFAULT false NOT NULL,
	"financing_default_payment_type" text DEFAULT 'finance' NOT NULL,
	"financing_default_payment_type_used" text DEFAULT 'finance' NOT NULL,
	"financing_include_sales_tax" boolean DEFAULT true NOT NULL,
	"financing_bank_default_down_payment_cents" integer DEFAULT 0 NOT NULL,
	"financing_bank_default_frequency" text DEFAULT 'monthly' NOT NULL,
	"financing_bank_default_term" integer DEFAULT 72 NOT NULL,
	"financing_lease_default_down_payment_cents" integer DEFAULT 0 NOT NULL,
	"financing_lease_default_frequency" text DEFAULT 'monthly' NOT NULL,
	"financing_lease_default_term" integer DEFAULT 48 NOT NULL,
	"financing_lease_default_distance_allowance" integer DEFAULT 20000 NOT NULL,
	"financing_oem_default_down_payment_cents" integer DEFAULT 0 NOT NULL,
	"financing_oem_default_frequency" text DEFAULT 'monthly' NOT NULL,
	"financing_oem_default_term" integer DEFAULT 60 NOT NULL,
	"financing_finance_enabled_frequencies" jsonb DEFAULT '["weekly","biweekly","semimonthly","monthly"]'::jsonb NOT NULL,
	"financing_lease_enabled_frequencies" jsonb DEFAULT '["weekly","biweekly","semimonthly","monthly"]'::jsonb NOT NULL,
	"lease_rate_calculation_method" text DEFAULT 'apr' NOT NULL,
	"frequency_method" text DEFAULT 'factor' NOT NULL,
	"global_incentives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finance_lender_id" integer,
	"lease_lender_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pen_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"coverages" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_plan_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"term" integer NOT NULL,
	"distance" integer,
	"price_cents" integer NOT NULL,
	"min_vehicle_price_cents" integer,
	"max_vehicle_price_cents" integer
);
--> statement-breakpoint
CREATE TABLE "protection_plan_province_taxes" (
	"plan_id" integer NOT NULL,
	"province_code" text NOT NULL,
	"gst" boolean DEFAULT false NOT NULL,
	"hst" boolean DEFAULT false NOT NULL,
	"pst" boolean DEFAULT false NOT NULL,
	"qst" boolean DEFAULT false NOT NULL,
	CONSTRAINT "protection_plan_province_taxes_plan_id_province_code_pk" PRIMARY KEY("plan_id","province_code")
);
--> statement-breakpoint
CREATE TABLE "protection_plan_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"type_id" integer,
	"payment_type" jsonb DEFAULT '["cash","finance","lease"]'::jsonb NOT NULL,
	"vehicle_condition" jsonb DEFAULT '["New","Used"]'::jsonb NOT NULL,
	"vehicle_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_url" text DEFAULT '' NOT NULL,
	"pdf_url_fr" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"video_url_fr" text DEFAULT '' NOT NULL,
	"gst" boolean DEFAULT false NOT NULL,
	"hst" boolean DEFAULT false NOT NULL,
	"pst" boolean DEFAULT false NOT NULL,
	"qst" boolean DEFAULT false NOT NULL,
	"use_pen_for_localized_prices" boolean DEFAULT false NOT NULL,
	"pen_coverage" text DEFAULT '' NOT NULL,
	"pen_product_for_coverage" integer,
	"product_code" text DEFAULT '' NOT NULL,
	"duration_type" text DEFAULT 'months' NOT NULL,
	"custom_duration_label_en" text DEFAULT '' NOT NULL,
	"custom_duration_label_fr" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image_media_id" text,
	"pdf_media_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "province_taxes" (
	"region_code" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"gst" numeric(12, 6) DEFAULT '0' NOT NULL,
	"pst" numeric(12, 6) DEFAULT '0' NOT NULL,
	"hst" numeric(12, 6) DEFAULT '0' NOT NULL,
	"qst" numeric(12, 6) DEFAULT '0' NOT NULL,
	"state" numeric(12, 6) DEFAULT '0' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "install_accessory_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "options_code_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "options_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aftermarket_questions" ADD CONSTRAINT "aftermarket_questions_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees_and_discounts" ADD CONSTRAINT "fees_and_discounts_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees_and_discounts" ADD CONSTRAINT "fees_and_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees_and_discounts" ADD CONSTRAINT "fees_and_discounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentives" ADD CONSTRAINT "incentives_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_rates" ADD CONSTRAINT "lender_rates_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_residuals" ADD CONSTRAINT "lender_residuals_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenders" ADD CONSTRAINT "lenders_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fees_and_discounts" ADD CONSTRAINT "order_fees_and_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fees_and_discounts" ADD CONSTRAINT "order_fees_and_discounts_fee_id_fees_and_discounts_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees_and_discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fees_and_discounts" ADD CONSTRAINT "order_fees_and_discounts_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_types" ADD CONSTRAINT "order_payment_types_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_types" ADD CONSTRAINT "order_payment_types_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pen_products" ADD CONSTRAINT "pen_products_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_plan_prices" ADD CONSTRAINT "protection_plan_prices_plan_id_protection_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."protection_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_plan_province_taxes" ADD CONSTRAINT "protection_plan_province_taxes_plan_id_protection_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."protection_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_plan_types" ADD CONSTRAINT "protection_plan_types_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_plans" ADD CONSTRAINT "protection_plans_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_plans" ADD CONSTRAINT "protection_plans_type_id_protection_plan_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."protection_plan_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_plans" ADD CONSTRAINT "protection_plans_pen_product_for_coverage_pen_products_id_fk" FOREIGN KEY ("pen_product_for_coverage") REFERENCES "public"."pen_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_plans" ADD CONSTRAINT "protection_plans_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_plans" ADD CONSTRAINT "protection_plans_pdf_media_id_media_id_fk" FOREIGN KEY ("pdf_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "province_taxes" ADD CONSTRAINT "province_taxes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessories_dealership_idx" ON "accessories" USING btree ("dealership_id","id");--> statement-breakpoint
CREATE INDEX "aftermarket_questions_dealership_idx" ON "aftermarket_questions" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "fees_and_discounts_dealership_idx" ON "fees_and_discounts" USING btree ("dealership_id","kind","scope");--> statement-breakpoint
CREATE INDEX "fees_and_discounts_order_idx" ON "fees_and_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "incentives_dealership_idx" ON "incentives" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "lender_rates_lender_idx" ON "lender_rates" USING btree ("lender_id","method");--> statement-breakpoint
CREATE INDEX "lender_residuals_lender_idx" ON "lender_residuals" USING btree ("lender_id");--> statement-breakpoint
CREATE INDEX "lenders_dealership_idx" ON "lenders" USING btree ("dealership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_types_order_method_idx" ON "order_payment_types" USING btree ("order_id","method");--> statement-breakpoint
CREATE INDEX "protection_plan_prices_plan_idx" ON "protection_plan_prices" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "protection_plans_dealership_idx" ON "protection_plans" USING btree ("dealership_id","id");