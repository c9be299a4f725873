CREATE TABLE "drive_share_link_items" (
	"link_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "drive_share_link_items_link_id_item_id_pk" PRIMARY KEY("link_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "drive_share_link_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"action" text NOT NULL,
	"item_id" uuid,
	"item_name" text,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid,
	"label" text DEFAULT '' NOT NULL,
	"title" text,
	"note" text,
	"created_by" uuid,
	"expires_at" timestamp with time zone,
	"password_hash" text,
	"allow_download" boolean DEFAULT true NOT NULL,
	"download_limit" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"last_accessed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"expiry_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_share_links_kind_check" CHECK ("drive_share_links"."kind" in ('item', 'material')),
	CONSTRAINT "drive_share_links_item_check" CHECK (("drive_share_links"."kind" = 'item') = ("drive_share_links"."item_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "drive_share_link_items" ADD CONSTRAINT "drive_share_link_items_link_id_drive_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."drive_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_share_link_items" ADD CONSTRAINT "drive_share_link_items_item_id_drive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."drive_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_share_link_log" ADD CONSTRAINT "drive_share_link_log_link_id_drive_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."drive_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_share_links" ADD CONSTRAINT "drive_share_links_item_id_drive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."drive_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_share_links" ADD CONSTRAINT "drive_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_share_links" ADD CONSTRAINT "drive_share_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_share_link_items_item_idx" ON "drive_share_link_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "drive_share_link_log_link_idx" ON "drive_share_link_log" USING btree ("link_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_share_links_token_key" ON "drive_share_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "drive_share_links_creator_idx" ON "drive_share_links" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "drive_share_links_item_idx" ON "drive_share_links" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "drive_share_links_expiry_idx" ON "drive_share_links" USING btree ("expires_at");