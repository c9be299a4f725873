CREATE TABLE "drive_access" (
	"item_id" uuid NOT NULL,
	"principal_type" text NOT NULL,
	"principal_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_access_item_id_principal_type_principal_id_pk" PRIMARY KEY("item_id","principal_type","principal_id")
);
--> statement-breakpoint
CREATE TABLE "drive_file_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"sha256" text NOT NULL,
	"name" text NOT NULL,
	"upload_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"owner_id" uuid NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"current_version_id" uuid,
	"size" bigint,
	"mime_type" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trashed_at" timestamp with time zone,
	"trashed_by" uuid,
	"in_trash" boolean DEFAULT false NOT NULL,
	CONSTRAINT "drive_items_kind_check" CHECK ("drive_items"."kind" in ('folder', 'file'))
);
--> statement-breakpoint
CREATE TABLE "drive_stars" (
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drive_stars_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "drive_access" ADD CONSTRAINT "drive_access_item_id_drive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."drive_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_access" ADD CONSTRAINT "drive_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_file_versions" ADD CONSTRAINT "drive_file_versions_item_id_drive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."drive_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_file_versions" ADD CONSTRAINT "drive_file_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_items" ADD CONSTRAINT "drive_items_parent_id_drive_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drive_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_items" ADD CONSTRAINT "drive_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_items" ADD CONSTRAINT "drive_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_items" ADD CONSTRAINT "drive_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_items" ADD CONSTRAINT "drive_items_trashed_by_users_id_fk" FOREIGN KEY ("trashed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_stars" ADD CONSTRAINT "drive_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_stars" ADD CONSTRAINT "drive_stars_item_id_drive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."drive_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_access_principal_idx" ON "drive_access" USING btree ("principal_type","principal_id");--> statement-breakpoint
CREATE INDEX "drive_file_versions_item_idx" ON "drive_file_versions" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_file_versions_storage_key" ON "drive_file_versions" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_file_versions_upload_key" ON "drive_file_versions" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "drive_items_parent_idx" ON "drive_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "drive_items_owner_idx" ON "drive_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "drive_items_trashed_idx" ON "drive_items" USING btree ("owner_id","trashed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_items_name_in_folder_key" ON "drive_items" USING btree ("parent_id",lower("name")) WHERE "drive_items"."parent_id" is not null and "drive_items"."trashed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "drive_items_name_in_root_key" ON "drive_items" USING btree ("owner_id",lower("name")) WHERE "drive_items"."parent_id" is null and "drive_items"."trashed_at" is null;