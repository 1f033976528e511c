CREATE TABLE "audit_log" (
	"company_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(120) NOT NULL,
	"contract_id" integer,
	"action" varchar(6) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_contract_idx" ON "audit_log" USING btree ("company_id","contract_id","occurred_at");--> statement-breakpoint
-- Decision 0210: the audit rows are written by triggers, in the same transaction as the change, so no
-- write path (API, bulk load, job, future code) can skip them. Arguments: the key columns of the row
-- (comma separated) and the columns whose changes are bookkeeping, not pay (comma separated).
CREATE FUNCTION "audit_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
  any_row jsonb := coalesce(new_row, old_row);
  key_columns text[] := string_to_array(TG_ARGV[0], ',');
  ignored text[] := array['created_at', 'updated_at'] || coalesce(string_to_array(nullif(TG_ARGV[1], ''), ','), '{}');
  before_values jsonb;
  after_values jsonb;
  actor integer := nullif(current_setting('quincena.user_id', true), '')::integer;
  key_text text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(n.key, old_row -> n.key), jsonb_object_agg(n.key, n.value)
      INTO before_values, after_values
      FROM jsonb_each(new_row) AS n
      WHERE n.value IS DISTINCT FROM old_row -> n.key AND NOT n.key = ANY (ignored);
    IF before_values IS NULL THEN RETURN NULL; END IF; -- only bookkeeping changed
  ELSIF TG_OP = 'INSERT' THEN
    after_values := new_row - ignored;
  ELSE
    before_values := old_row - ignored;
  END IF;
  -- Without the transaction setting, the row's own record of who acted (never the creator on a change).
  IF actor IS NULL AND TG_OP <> 'DELETE' THEN
    actor := coalesce(new_row ->> 'updated_by', new_row ->> 'requested_by')::integer;
    IF actor IS NULL AND TG_OP = 'INSERT' THEN
      actor := coalesce(new_row ->> 'created_by_user_id', new_row ->> 'created_by')::integer;
    END IF;
  END IF;
  SELECT string_agg(any_row ->> k, '/') INTO key_text FROM unnest(key_columns) AS k;
  INSERT INTO "audit_log" ("company_id", "user_id", "entity", "entity_id", "contract_id", "action", "before", "after")
  VALUES (
    (any_row ->> 'company_id')::integer,
    actor,
    TG_TABLE_NAME,
    coalesce(key_text, ''),
    (CASE WHEN TG_TABLE_NAME = 'contracts' THEN any_row ->> 'id' ELSE any_row ->> 'contract_id' END)::integer,
    TG_OP,
    before_values,
    after_values
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_contracts" AFTER INSERT OR UPDATE OR DELETE ON "contracts" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id', 'settled_through,photo_key');
--> statement-breakpoint
CREATE TRIGGER "audit_contract_salaries" AFTER INSERT OR UPDATE OR DELETE ON "contract_salaries" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('contract_id,start_date');
--> statement-breakpoint
CREATE TRIGGER "audit_initial_balances" AFTER INSERT OR UPDATE OR DELETE ON "initial_balances" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('contract_id,concept');
--> statement-breakpoint
CREATE TRIGGER "audit_payroll_configs" AFTER INSERT OR UPDATE OR DELETE ON "payroll_configs" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('company_id', 'updated_by');
--> statement-breakpoint
CREATE TRIGGER "audit_novelty_overtime" AFTER INSERT OR UPDATE OR DELETE ON "novelty_overtime" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
--> statement-breakpoint
CREATE TRIGGER "audit_novelty_reported" AFTER INSERT OR UPDATE OR DELETE ON "novelty_reported" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
--> statement-breakpoint
CREATE TRIGGER "audit_novelty_fixed" AFTER INSERT OR UPDATE OR DELETE ON "novelty_fixed" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
--> statement-breakpoint
CREATE TRIGGER "audit_novelty_vacations" AFTER INSERT OR UPDATE OR DELETE ON "novelty_vacations" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
--> statement-breakpoint
CREATE TRIGGER "audit_novelty_absences" AFTER INSERT OR UPDATE OR DELETE ON "novelty_absences" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
--> statement-breakpoint
CREATE TRIGGER "audit_novelty_retirements" AFTER INSERT OR UPDATE OR DELETE ON "novelty_retirements" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
--> statement-breakpoint
CREATE TRIGGER "audit_settlement_processes" AFTER INSERT OR UPDATE OR DELETE ON "settlement_processes" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id', 'percentage,record,heartbeat_at,processed,total,failed,thread,job,started_at,finished_at');
