CREATE TABLE "reserve_it_fields" (
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_it_fields_order_id_name_pk" PRIMARY KEY("order_id","name")
);
--> statement-breakpoint
ALTER TABLE "reserve_it_fields" ADD CONSTRAINT "reserve_it_fields_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;