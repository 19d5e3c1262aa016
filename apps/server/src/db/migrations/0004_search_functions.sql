-- unaccent() is only STABLE (its dictionary can change), so it cannot appear in an index expression or a
-- generated column. This wrapper names the dictionary explicitly and is declared IMMUTABLE so it can.
CREATE OR REPLACE FUNCTION nexo_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- companies.platinum_until mirrors the company's current (newest) membership so search can rank active Platinum
-- companies without a join: the expiry of an active Platinum/Gold plan ('infinity' if open-ended), else null.
-- Statement-level triggers with transition tables, so bulk inserts (seeding) update each company once.
CREATE OR REPLACE FUNCTION nexo_sync_platinum_until() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE companies c
     SET platinum_until = (
       SELECT CASE WHEN m.plan IN ('platinum', 'gold') AND m.status = 'active'
                   THEN coalesce(m.expires_at, 'infinity'::timestamptz) END
         FROM memberships m
        WHERE m.company_id = c.id
        ORDER BY m.activated_at DESC
        LIMIT 1)
   WHERE c.id IN (SELECT DISTINCT company_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER memberships_platinum_until_ins AFTER INSERT ON memberships
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION nexo_sync_platinum_until();
--> statement-breakpoint
CREATE TRIGGER memberships_platinum_until_upd AFTER UPDATE ON memberships
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION nexo_sync_platinum_until();
--> statement-breakpoint
CREATE TRIGGER memberships_platinum_until_del AFTER DELETE ON memberships
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION nexo_sync_platinum_until();
--> statement-breakpoint
UPDATE companies c
   SET platinum_until = (
     SELECT CASE WHEN m.plan IN ('platinum', 'gold') AND m.status = 'active'
                 THEN coalesce(m.expires_at, 'infinity'::timestamptz) END
       FROM memberships m
      WHERE m.company_id = c.id
      ORDER BY m.activated_at DESC
      LIMIT 1);
