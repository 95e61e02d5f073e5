-- A dump must restore. pg_restore runs with an empty search_path, and earthdistance's ll_to_earth names
-- its cube types unqualified, so computing the generated venues.earth_point during a restore failed
-- ("type earth does not exist"). This wrapper fixes the search_path for the call; it is ours, so
-- pg_dump dumps it with its SET clause before the table.
CREATE OR REPLACE FUNCTION public.f_ll_to_earth(lat double precision, lng double precision) RETURNS public.earth
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = public
  AS $$ SELECT public.ll_to_earth(lat, lng) $$;
--> statement-breakpoint
ALTER TABLE "venues" DROP COLUMN "earth_point";--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "earth_point" "earth" GENERATED ALWAYS AS (f_ll_to_earth(lat, lng)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "venues_earth_idx" ON "venues" USING gist ("earth_point");
