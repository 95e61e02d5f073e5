ALTER TABLE "activities" ADD COLUMN "champions_places" integer;--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "champions_places" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_champions_places" CHECK ("activities"."champions_places" >= 0);--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_champions_places" CHECK ("time_slots"."champions_places" >= 0);