CREATE TABLE "contract_events" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contract_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"event_date" date NOT NULL,
	"previous_end_date" date,
	"new_end_date" date,
	"notice_date" date,
	"renewal_number" integer,
	"automatic" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_events_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "contract_events_type_check" CHECK ("contract_events"."type" in ('RENOVACION', 'PREAVISO_NO_RENOVACION', 'INDEFINIDO'))
);
--> statement-breakpoint
CREATE TABLE "settlement_exclusions" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"reason" varchar(30) NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "settlement_exclusions_pkey" PRIMARY KEY("company_id","process_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "settlement_slices" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"slice_index" smallint NOT NULL,
	"unit_ids" integer[] NOT NULL,
	"status" varchar(12) DEFAULT 'PENDIENTE' NOT NULL,
	"thread" varchar(80),
	"attempt" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "settlement_slices_pkey" PRIMARY KEY("company_id","process_id","slice_index"),
	CONSTRAINT "settlement_slices_status_check" CHECK ("settlement_slices"."status" in ('PENDIENTE', 'EN PROCESO', 'TERMINADO'))
);
--> statement-breakpoint
ALTER TABLE "payroll_configs" ADD COLUMN "fixed_term_renewal" varchar(20) DEFAULT 'AUTOMATICA' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_configs" ADD COLUMN "review_change_threshold" numeric(5, 2) DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_processes" ADD COLUMN "excluded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_exclusions" ADD CONSTRAINT "settlement_exclusions_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_slices" ADD CONSTRAINT "settlement_slices_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("company_id","contract_id","event_date");--> statement-breakpoint
CREATE INDEX "settlement_slices_running_idx" ON "settlement_slices" USING btree ("status","heartbeat_at") WHERE "settlement_slices"."status" = 'EN PROCESO';--> statement-breakpoint
-- Before the unique index: of two mailings of one period left running together, the older ends.
UPDATE "payslip_mailings" m SET "status" = 'TERMINADO', "finished_at" = now() WHERE m."status" in ('EN_COLA', 'ENVIANDO') AND EXISTS (SELECT 1 FROM "payslip_mailings" n WHERE n."company_id" = m."company_id" AND n."calendar_id" = m."calendar_id" AND n."status" in ('EN_COLA', 'ENVIANDO') AND n."id" > m."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_mailings_running_unique" ON "payslip_mailings" USING btree ("company_id","calendar_id") WHERE "payslip_mailings"."status" in ('EN_COLA', 'ENVIANDO');--> statement-breakpoint
CREATE TRIGGER "audit_contract_events" AFTER INSERT OR UPDATE OR DELETE ON "contract_events" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('contract_id,id');
--> statement-breakpoint
DROP TRIGGER "audit_settlement_processes" ON "settlement_processes";
--> statement-breakpoint
CREATE TRIGGER "audit_settlement_processes" AFTER INSERT OR UPDATE OR DELETE ON "settlement_processes" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id', 'percentage,record,heartbeat_at,processed,total,failed,excluded,thread,job,started_at,finished_at');
