DROP INDEX "stories_project_updated_idx";--> statement-breakpoint
DROP INDEX "stories_project_group_updated_idx";--> statement-breakpoint
DROP INDEX "stories_updated_idx";--> statement-breakpoint
CREATE INDEX "stories_group_updated_idx" ON "stories" USING btree ("state_group","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_project_updated_idx" ON "stories" USING btree ("project_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_project_group_updated_idx" ON "stories" USING btree ("project_id","state_group","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_updated_idx" ON "stories" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);