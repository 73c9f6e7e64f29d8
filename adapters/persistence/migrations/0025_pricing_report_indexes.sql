CREATE INDEX "vehicles_dealership_cost_idx" ON "vehicles" USING btree ("dealership_id","cost_cents","id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_cost_desc_idx" ON "vehicles" USING btree ("dealership_id","cost_cents" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vehicles_dealership_price_changed_idx" ON "vehicles" USING btree ("dealership_id","price_changed_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_price_changed_desc_idx" ON "vehicles" USING btree ("dealership_id","price_changed_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vehicles_dealership_year_idx" ON "vehicles" USING btree ("dealership_id","year","id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_lower_make_idx" ON "vehicles" USING btree ("dealership_id",lower("make"),"id");--> statement-breakpoint
CREATE INDEX "vehicles_dealership_lower_model_idx" ON "vehicles" USING btree ("dealership_id",lower("model"));--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin ("stock_number" gin_trgm_ops,"vin" gin_trgm_ops,"search_text" gin_trgm_ops);