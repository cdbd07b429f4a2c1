CREATE TABLE "stripe_purchase" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product" text NOT NULL,
	"cvs" integer NOT NULL,
	"generations" integer NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume" ADD COLUMN "over_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_purchase" ADD CONSTRAINT "stripe_purchase_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_purchase_user_id_idx" ON "stripe_purchase" USING btree ("user_id");