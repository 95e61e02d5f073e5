CREATE TABLE "ticket_guests" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"token" text NOT NULL,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_guests" ADD CONSTRAINT "ticket_guests_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_guests" ADD CONSTRAINT "ticket_guests_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_guests" ADD CONSTRAINT "ticket_guests_claimed_by_accounts_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_guests_token_unique" ON "ticket_guests" USING btree ("token");--> statement-breakpoint
CREATE INDEX "ticket_guests_buyer_idx" ON "ticket_guests" USING btree ("buyer_id");