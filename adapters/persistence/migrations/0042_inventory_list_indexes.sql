DROP INDEX "vehicles_dealership_price_idx";--> statement-breakpoint
DROP INDEX "vehicles_dealership_arrival_idx";--> statement-breakpoint
CREATE INDEX "vehicles_dealership_price_id_idx" ON "vehicles" USING btree ("dealership_id","listing_price_cents","id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_arrival_id_idx" ON "vehicles" USING btree ("dealership_id","arrival_date","id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_odometer_idx" ON "vehicles" USING btree ("dealership_id","odometer","id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_created_idx" ON "vehicles" USING btree ("dealership_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_lower_make_model_idx" ON "vehicles" USING btree ("dealership_id",lower("make"),lower("model"),"id");