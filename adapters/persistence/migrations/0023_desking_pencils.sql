CREATE TABLE "desking_pencils" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_type_id" integer NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"changed" jsonb NOT NULL,
	"old_payment_cents" bigint,
	"new_payment_cents" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "desking_pencils" ADD CONSTRAINT "desking_pencils_payment_type_id_order_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."order_payment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desking_pencils" ADD CONSTRAINT "desking_pencils_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desking_pencils_payment_type_idx" ON "desking_pencils" USING btree ("payment_type_id","id");