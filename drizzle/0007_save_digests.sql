-- A hash of what each entry stores (its lines included, ids excepted), so a save writes only the entries
-- that changed (docs/decisions/0012-saves-write-what-changed.md). Existing rows stay null and are written
-- anew by their next save.
ALTER TABLE "entries" ADD COLUMN "digest" text;