CREATE TABLE "timesheet_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"date" date NOT NULL,
	"session_minutes" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"story_id" uuid,
	"project_id" uuid,
	"activity" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_rows_target_check" CHECK (num_nonnulls("timesheet_rows"."story_id", "timesheet_rows"."project_id", "timesheet_rows"."activity") = 1)
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"comment" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_time_entries" ALTER COLUMN "story_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "story_time_entries" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "story_time_entries" ADD COLUMN "activity" text;--> statement-breakpoint
ALTER TABLE "timesheet_drafts" ADD CONSTRAINT "timesheet_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_drafts" ADD CONSTRAINT "timesheet_drafts_session_id_attendance_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."attendance_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rows" ADD CONSTRAINT "timesheet_rows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_drafts_user_date_idx" ON "timesheet_drafts" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_drafts_session_unique" ON "timesheet_drafts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "timesheet_rows_user_week_idx" ON "timesheet_rows" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_weeks_user_week_unique" ON "timesheet_weeks" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_status_idx" ON "timesheet_weeks" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "story_time_entries" ADD CONSTRAINT "story_time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_time_entries_project_idx" ON "story_time_entries" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "story_time_entries" ADD CONSTRAINT "story_time_entries_target_check" CHECK (num_nonnulls("story_time_entries"."story_id", "story_time_entries"."project_id", "story_time_entries"."activity") = 1);