CREATE TABLE "project_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"group" text NOT NULL,
	"stage" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand_id" uuid,
	"lead_id" uuid,
	"status" text DEFAULT 'planned' NOT NULL,
	"start_date" date,
	"target_date" date,
	"health" text DEFAULT 'on_track' NOT NULL,
	"health_note" text DEFAULT '' NOT NULL,
	"estimate_unit" text DEFAULT 'points' NOT NULL,
	"content_pipeline" boolean DEFAULT false NOT NULL,
	"story_counter" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_key_check" CHECK ("projects"."key" ~ '^[A-Z]{2,6}$')
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" jsonb,
	"state_id" uuid NOT NULL,
	"state_group" text NOT NULL,
	"priority" text DEFAULT 'none' NOT NULL,
	"assignee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"partner_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reviewer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"start_date" date,
	"due_date" date,
	"estimate" double precision,
	"parent_id" uuid,
	"position" double precision DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"actor_id" uuid,
	"field" text NOT NULL,
	"from_value" jsonb,
	"to_value" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_comment_reactions" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_comment_reactions_comment_id_user_id_emoji_pk" PRIMARY KEY("comment_id","user_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "story_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"author_id" uuid,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "story_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"type" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"project_id" uuid,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_labels" ADD CONSTRAINT "project_labels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_states" ADD CONSTRAINT "project_states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_state_id_project_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."project_states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_activity" ADD CONSTRAINT "story_activity_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_activity" ADD CONSTRAINT "story_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comment_reactions" ADD CONSTRAINT "story_comment_reactions_comment_id_story_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."story_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comment_reactions" ADD CONSTRAINT "story_comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_links" ADD CONSTRAINT "story_links_source_id_stories_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_links" ADD CONSTRAINT "story_links_target_id_stories_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_links" ADD CONSTRAINT "story_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_time_entries" ADD CONSTRAINT "story_time_entries_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_time_entries" ADD CONSTRAINT "story_time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_labels_name_unique" ON "project_labels" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_states_project_idx" ON "project_states" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_states_name_unique" ON "project_states" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_key_unique" ON "projects" USING btree ("key");--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "stories_project_number_unique" ON "stories" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "stories_project_updated_idx" ON "stories" USING btree ("project_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "stories_project_group_updated_idx" ON "stories" USING btree ("project_id","state_group","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "stories_updated_idx" ON "stories" USING btree ("updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "stories_state_position_idx" ON "stories" USING btree ("state_id","position");--> statement-breakpoint
CREATE INDEX "stories_parent_idx" ON "stories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "stories_due_idx" ON "stories" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "stories_assignees_gin" ON "stories" USING gin ("assignee_ids");--> statement-breakpoint
CREATE INDEX "stories_reviewers_gin" ON "stories" USING gin ("reviewer_ids");--> statement-breakpoint
CREATE INDEX "stories_labels_gin" ON "stories" USING gin ("label_ids");--> statement-breakpoint
CREATE INDEX "story_activity_story_idx" ON "story_activity" USING btree ("story_id","at");--> statement-breakpoint
CREATE INDEX "story_comments_story_idx" ON "story_comments" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "story_links_unique" ON "story_links" USING btree ("source_id","target_id","type");--> statement-breakpoint
CREATE INDEX "story_links_target_idx" ON "story_links" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "story_time_entries_story_idx" ON "story_time_entries" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "story_time_entries_user_date_idx" ON "story_time_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "story_time_entries_running_unique" ON "story_time_entries" USING btree ("user_id") WHERE "story_time_entries"."started_at" is not null and "story_time_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "story_views_owner_idx" ON "story_views" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "story_views_project_idx" ON "story_views" USING btree ("project_id");