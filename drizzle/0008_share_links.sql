-- Share links (docs/decisions/028-share-links.md): a resume or a revision published at /r/{slug},
-- its views and downloads per day, and the truncated hashes that keep a reload from counting twice.
CREATE TABLE "share_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"resume_id" integer NOT NULL,
	"revision_id" integer,
	"snapshot" jsonb,
	"slug" text NOT NULL,
	"template" text NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone,
	"allow_indexing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_link_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "share_link_day" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_link_day_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "share_link_seen" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "share_link_seen_link_id_day_visitor_pk" PRIMARY KEY("link_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_resume_id_resume_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resume"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link" ADD CONSTRAINT "share_link_revision_id_resume_revision_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."resume_revision"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_day" ADD CONSTRAINT "share_link_day_link_id_share_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_link"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_seen" ADD CONSTRAINT "share_link_seen_link_id_share_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_link"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_user_id_idx" ON "share_link" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "share_link_resume_id_idx" ON "share_link" USING btree ("resume_id");