CREATE TABLE "page_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"surface" text NOT NULL,
	"page" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_events" ADD CONSTRAINT "page_events_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_events_dealership_created_idx" ON "page_events" USING btree ("dealership_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_analytics_leads_idx" ON "customers" USING btree ("dealership_id","created_at","lead_type","sales_rep_id") WHERE "customers"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "customers_rep_of_idx" ON "customers" USING btree ("id","sales_rep_id");--> statement-breakpoint
CREATE INDEX "order_timeline_dealership_actor_idx" ON "order_timeline" USING btree ("dealership_id","actor","created_at","order_id");--> statement-breakpoint
CREATE INDEX "order_timeline_order_actor_idx" ON "order_timeline" USING btree ("order_id","actor","created_at");--> statement-breakpoint
CREATE INDEX "orders_analytics_created_idx" ON "orders" USING btree ("dealership_id","created_at","customer_id","confirmed_at","step_customer_quote","step_trade_in","step_credit_app","step_deposit","step_appointment");--> statement-breakpoint
CREATE INDEX "orders_awaiting_dealer_idx" ON "orders" USING btree ("dealership_id","updated_at") WHERE "orders"."awaiting" = 'dealer' and not "orders"."is_archived";--> statement-breakpoint
CREATE INDEX "deposits_dealership_created_idx" ON "deposits" USING btree ("dealership_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_in_offers_created_idx" ON "trade_in_offers" USING btree ("created_at");