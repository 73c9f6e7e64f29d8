CREATE TABLE "message_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "dealership_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbound_messages_due_idx" ON "outbound_messages" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_dealership_idx" ON "outbound_messages" USING btree ("dealership_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_customer_idx" ON "outbound_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_order_idx" ON "outbound_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_provider_idx" ON "outbound_messages" USING btree ("provider_id");--> statement-breakpoint
-- Messages written before issue 30 never left the outbox: they are not sent now (their codes have expired, their links may have), staff may resend one.
UPDATE "outbound_messages" SET "state" = 'failed', "last_error" = 'written_before_delivery', "state_changed_at" = now();
