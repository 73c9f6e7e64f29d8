-- pg_trgm serves the customer search (LIKE on the folded search_text); PGlite loads it in database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"vehicle_id" integer,
	"payment_type" text NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"step_customer_quote" text DEFAULT 'initial' NOT NULL,
	"step_saved_vehicles" text DEFAULT 'initial' NOT NULL,
	"step_build_and_price" text DEFAULT 'initial' NOT NULL,
	"step_trade_in" text DEFAULT 'initial' NOT NULL,
	"step_credit_app" text DEFAULT 'initial' NOT NULL,
	"step_deposit" text DEFAULT 'initial' NOT NULL,
	"step_appointment" text DEFAULT 'initial' NOT NULL,
	"step_file_upload" text DEFAULT 'initial' NOT NULL,
	"awaiting" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_status_changed_at" timestamp with time zone,
	"archived_status_changed_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"campaign" text,
	"payment_include_tax" boolean DEFAULT true NOT NULL,
	"finance_down_payment_cents" integer DEFAULT 0 NOT NULL,
	"lease_down_payment_cents" integer DEFAULT 0 NOT NULL,
	"accessory_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"protection_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"incentives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proposed_appointment" timestamp with time zone,
	"appointment_status" text,
	"deposit_status" text,
	"deposit_mode" text,
	"deposit_amount_cents" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"commission_number" text,
	"link_token" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"params" jsonb NOT NULL,
	"params_key" text NOT NULL,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"vin" text NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"trim" text DEFAULT '' NOT NULL,
	"condition" text NOT NULL,
	"stock_number" text NOT NULL,
	"stock_status" text NOT NULL,
	"listing_price_cents" integer NOT NULL,
	"msrp_cents" integer,
	"odometer" integer DEFAULT 0 NOT NULL,
	"fuel_type" text NOT NULL,
	"exterior_color" text DEFAULT '' NOT NULL,
	"interior_color" text DEFAULT '' NOT NULL,
	"body_type" text NOT NULL,
	"transmission" text DEFAULT '' NOT NULL,
	"drivetrain" text DEFAULT '' NOT NULL,
	"arrival_date" date NOT NULL,
	"delivery_charge_cents" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"packages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spin_car_url" text DEFAULT '' NOT NULL,
	"finance_payment_cents" integer,
	"finance_term" integer,
	"finance_rate_bp" integer,
	"lease_payment_cents" integer,
	"lease_term" integer,
	"lease_rate_bp" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address_line_2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sort_first" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "awaiting" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invitation_token" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invitation_shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invitation_share_type" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invitation_shared_by" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "prequal" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_archived_status_changed_by_users_id_fk" FOREIGN KEY ("archived_status_changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","is_archived");--> statement-breakpoint
CREATE INDEX "orders_dealership_archived_idx" ON "orders" USING btree ("dealership_id","is_archived","created_at");--> statement-breakpoint
CREATE INDEX "orders_vehicle_idx" ON "orders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_dealership_commission_idx" ON "orders" USING btree ("dealership_id","commission_number") WHERE "orders"."commission_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "recent_searches_user_params_idx" ON "recent_searches" USING btree ("user_id","dealership_id","params_key");--> statement-breakpoint
CREATE INDEX "recent_searches_user_time_idx" ON "recent_searches" USING btree ("user_id","dealership_id","searched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_dealership_vin_idx" ON "vehicles" USING btree ("dealership_id","vin");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_dealership_stock_number_idx" ON "vehicles" USING btree ("dealership_id","stock_number");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_status_idx" ON "vehicles" USING btree ("dealership_id","stock_status");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_make_model_idx" ON "vehicles" USING btree ("dealership_id","make","model");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_price_idx" ON "vehicles" USING btree ("dealership_id","listing_price_cents");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_invitation_shared_by_users_id_fk" FOREIGN KEY ("invitation_shared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_dealership_status_created_idx" ON "customers" USING btree ("dealership_id","archive_status","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_dealership_sort_name_idx" ON "customers" USING btree ("dealership_id","sort_name");--> statement-breakpoint
CREATE INDEX "customers_dealership_awaiting_idx" ON "customers" USING btree ("dealership_id","awaiting");--> statement-breakpoint
CREATE INDEX "customers_dealership_email_idx" ON "customers" USING btree ("dealership_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customers_dealership_phone_idx" ON "customers" USING btree ("dealership_id","phone");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);