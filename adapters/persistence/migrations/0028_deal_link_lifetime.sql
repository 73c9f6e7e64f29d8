ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "link_renewed_at" timestamp with time zone;--> statement-breakpoint
-- Deals already closed: the close is dated by their confirmation, else by their last change.
UPDATE "orders" SET "closed_at" = coalesce("confirmed_at", "updated_at")
  WHERE "confirmed_at" IS NOT NULL OR "status" IN ('completed', 'canceled', 'declined', 'refunded', 'expired', 'failed');
