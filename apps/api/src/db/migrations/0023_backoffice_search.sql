CREATE INDEX "venues_name_trgm_idx" ON "venues" USING gin (lower(f_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receipts_number_trgm_idx" ON "receipts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partner_settings_search_trgm_idx" ON "partner_settings" USING gin (lower(f_unaccent("company_name" || ' ' || "ico")) gin_trgm_ops);