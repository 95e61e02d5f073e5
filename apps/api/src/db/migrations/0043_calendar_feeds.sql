-- Calendar feeds (a customer's entries, a partner's schedule; only the secret's hash is stored), the partner's schedule widget id, and when a slot last changed.
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_kind" CHECK ("calendar_feeds"."kind" in ('entries', 'schedule'))
);
--> statement-breakpoint
CREATE TABLE "schedule_widgets" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_widgets" ADD CONSTRAINT "schedule_widgets_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_account_kind_unique" ON "calendar_feeds" USING btree ("account_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_unique" ON "calendar_feeds" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_widgets_public_unique" ON "schedule_widgets" USING btree ("public_id");