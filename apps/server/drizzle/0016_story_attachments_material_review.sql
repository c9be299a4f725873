CREATE TABLE "story_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drive_share_links" ADD COLUMN "story_id" uuid;--> statement-breakpoint
ALTER TABLE "drive_share_links" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "drive_share_links" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drive_share_links" ADD COLUMN "reviewed_version" integer;--> statement-breakpoint
ALTER TABLE "story_comments" ADD COLUMN "external_name" text;--> statement-breakpoint
ALTER TABLE "story_attachments" ADD CONSTRAINT "story_attachments_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_attachments" ADD CONSTRAINT "story_attachments_item_id_drive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."drive_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_attachments" ADD CONSTRAINT "story_attachments_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "story_attachments_story_item_key" ON "story_attachments" USING btree ("story_id","item_id");--> statement-breakpoint
CREATE INDEX "story_attachments_item_idx" ON "story_attachments" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "drive_share_links" ADD CONSTRAINT "drive_share_links_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_share_links_story_idx" ON "drive_share_links" USING btree ("story_id");