ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_key" ON "users" USING btree ("username_skeleton");
-- The skeletons are filled after the migrations, in TypeScript (backfillUsernameSkeletons in
-- src/modules/user/usernameSkeleton.ts): SQL has no TR39 confusables table. Every row starts NULL
-- here, so the unique index cannot fail on a database that already holds look-alikes; the backfill
-- gives the skeleton to the oldest of them and leaves the later ones NULL (NULLs never collide).
