DROP INDEX "activities_name_trgm_idx";--> statement-breakpoint
DROP INDEX "venues_earth_idx";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The text search document of an activity (activities.search_text): name, category, venue, and city
-- with area, lower case and unaccented, separated by chr(31) (a word boundary for pg_trgm, never typed
-- in a search); and its description the same way (search_description). Triggers keep both whenever
-- any of these is written or renamed; the app never writes them.
CREATE OR REPLACE FUNCTION activity_search_text(activity_name text, category_id uuid, venue uuid) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT lower(f_unaccent(activity_name || chr(31) || coalesce(c.name, '') || chr(31) || v.name || chr(31)
      || v.city || ' ' || ar.name))
    FROM venues v JOIN areas ar ON ar.id = v.area_id
    LEFT JOIN activity_categories c ON c.id = category_id
    WHERE v.id = venue
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activities_search_text_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_text := coalesce(activity_search_text(NEW.name, NEW.activity_category_id, NEW.venue_id), '');
    NEW.search_description := lower(f_unaccent(NEW.description));
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
-- Writing search_text (any value) recomputes both: that is how the renames below and the backfill refresh it.
CREATE TRIGGER activities_search_text BEFORE INSERT OR UPDATE OF name, activity_category_id, venue_id, description,
  search_text, search_description
  ON activities FOR EACH ROW EXECUTE FUNCTION activities_search_text_trigger();
--> statement-breakpoint
-- A rename elsewhere rewrites the documents of the activities it reaches (through the trigger above).
CREATE OR REPLACE FUNCTION venues_search_text_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE activities SET search_text = '' WHERE venue_id = NEW.id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER venues_search_text AFTER UPDATE OF name, city, area_id ON venues
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.city IS DISTINCT FROM NEW.city
    OR OLD.area_id IS DISTINCT FROM NEW.area_id)
  EXECUTE FUNCTION venues_search_text_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_categories_search_text_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE activities SET search_text = '' WHERE activity_category_id = NEW.id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER activity_categories_search_text AFTER UPDATE OF name ON activity_categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION activity_categories_search_text_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION areas_search_text_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE activities SET search_text = '' WHERE venue_id IN (SELECT id FROM venues WHERE area_id = NEW.id);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER areas_search_text AFTER UPDATE OF name ON areas
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION areas_search_text_trigger();
--> statement-breakpoint
UPDATE activities SET search_text = '';--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "earth_point" "earth" GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_search_trgm_idx" ON "activities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_description_trgm_idx" ON "activities" USING gin ("search_description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_earth_idx" ON "venues" USING gist ("earth_point");