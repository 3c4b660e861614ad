-- Every server process keeps the answers of a user's report reads in memory (decision 0010); whatever
-- changes a user's reports, their lines or their chat, through the app or by hand, tells every process
-- at commit, on the channel the sessions use (0005), as 'r:<user id>' ('r*' for a TRUNCATE).
CREATE FUNCTION "cc_notify_report_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('cc_session_changes', 'r*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('cc_session_changes', 'r:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('cc_session_changes', 'r:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Entries and lines change by the hundred in one save: one call per statement, with its rows as a
-- transition table, instead of one per row. PostgreSQL drops a payload already sent in the same
-- transaction, so the save's own company row and its lines notify once.
CREATE FUNCTION "cc_notify_report_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  FOR owner IN SELECT DISTINCT "user_id" FROM "changed" LOOP
    PERFORM pg_notify('cc_session_changes', 'r:' || owner);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION "cc_notify_report_change"();--> statement-breakpoint
CREATE TRIGGER "companies_notify_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_change"();--> statement-breakpoint
CREATE TRIGGER "chat_messages_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION "cc_notify_report_change"();--> statement-breakpoint
CREATE TRIGGER "chat_messages_notify_truncate" AFTER TRUNCATE ON "chat_messages" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_change"();--> statement-breakpoint
CREATE TRIGGER "entries_notify_insert" AFTER INSERT ON "entries" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_rows"();--> statement-breakpoint
CREATE TRIGGER "entries_notify_update_old" AFTER UPDATE ON "entries" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_rows"();--> statement-breakpoint
CREATE TRIGGER "entries_notify_update_new" AFTER UPDATE ON "entries" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_rows"();--> statement-breakpoint
CREATE TRIGGER "entries_notify_delete" AFTER DELETE ON "entries" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_rows"();--> statement-breakpoint
CREATE TRIGGER "entries_notify_truncate" AFTER TRUNCATE ON "entries" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_change"();--> statement-breakpoint
CREATE TRIGGER "lines_notify_insert" AFTER INSERT ON "lines" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_rows"();--> statement-breakpoint
CREATE TRIGGER "lines_notify_update_old" AFTER UPDATE ON "lines" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_rows"();--> statement-breakpoint
CREATE TRIGGER "lines_notify_update_new" AFTER UPDATE ON "lines" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_rows"();--> statement-breakpoint
CREATE TRIGGER "lines_notify_delete" AFTER DELETE ON "lines" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_rows"();--> statement-breakpoint
CREATE TRIGGER "lines_notify_truncate" AFTER TRUNCATE ON "lines" FOR EACH STATEMENT EXECUTE FUNCTION "cc_notify_report_change"();
