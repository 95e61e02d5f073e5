DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_done_idx" ON "jobs" USING btree ("done_at") WHERE "jobs"."done_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("dead_at") WHERE "jobs"."dead_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("kind","run_at") WHERE "jobs"."done_at" is null and "jobs"."dead_at" is null;--> statement-breakpoint
-- jobs that used up their 5 attempts before this migration were left undone forever: they are dead
UPDATE "jobs" SET "dead_at" = "run_at" WHERE "done_at" is null AND "attempts" >= 5 AND "locked_at" is null;
