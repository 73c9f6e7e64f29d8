CREATE TABLE "quote_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"quote_expiry" text,
	"primary_quote_id" integer,
	"message" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"method" text NOT NULL,
	"details" jsonb NOT NULL,
	"payment_cents" integer NOT NULL,
	"selling_price_cents" integer NOT NULL,
	"total_taxes_cents" integer NOT NULL,
	"apr" text,
	"number_of_payments" integer,
	"applied" boolean DEFAULT false NOT NULL,
	"touched" boolean DEFAULT false NOT NULL,
	"quote_expiry" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_flows" ADD CONSTRAINT "quote_flows_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_flows" ADD CONSTRAINT "quote_flows_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_flow_id_quote_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."quote_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_flows_order_idx" ON "quote_flows" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "quote_flows_dealership_idx" ON "quote_flows" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "quotes_flow_idx" ON "quotes" USING btree ("flow_id","id");--> statement-breakpoint
CREATE INDEX "quotes_dealership_idx" ON "quotes" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "quotes_vehicle_idx" ON "quotes" USING btree ("vehicle_id");