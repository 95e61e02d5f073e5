CREATE TABLE "partner_organisation_admins" (
	"partner_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_organisation_admins_partner_id_admin_id_pk" PRIMARY KEY("partner_id","admin_id"),
	CONSTRAINT "partner_organisation_admins_admin_id_unique" UNIQUE("admin_id")
);
--> statement-breakpoint
ALTER TABLE "partner_organisation_admins" ADD CONSTRAINT "partner_organisation_admins_partner_id_accounts_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_organisation_admins" ADD CONSTRAINT "partner_organisation_admins_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_organisation_admins_partner_idx" ON "partner_organisation_admins" USING btree ("partner_id");