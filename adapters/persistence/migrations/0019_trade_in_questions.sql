CREATE TABLE "trade_in_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"question_fr" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"field_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"parent_answer" text,
	"checkboxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_in_questions" ADD CONSTRAINT "trade_in_questions_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_questions" ADD CONSTRAINT "trade_in_questions_parent_id_trade_in_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_in_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_in_questions_dealership_idx" ON "trade_in_questions" USING btree ("dealership_id","parent_id","sort_order");