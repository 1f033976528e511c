CREATE TABLE "pay_calendars" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pay_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(3) NOT NULL,
	"retirement_id" integer,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"fortnight" smallint,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"payment_date" date NOT NULL,
	"detail" varchar(120) NOT NULL,
	"state" varchar(12) DEFAULT 'OPEN' NOT NULL,
	"result_process_id" integer,
	"needs_reprocess" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"accumulated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_calendars_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_calendars_type_check" CHECK ("pay_calendars"."type" in ('NM', 'SS', 'CB', 'CES', 'CIR', 'NIE', 'LD')),
	CONSTRAINT "pay_calendars_state_check" CHECK ("pay_calendars"."state" in ('OPEN', 'PROCESSED', 'ACCUMULATED')),
	CONSTRAINT "pay_calendars_period_check" CHECK ("pay_calendars"."period_start" <= "pay_calendars"."period_end"),
	CONSTRAINT "pay_calendars_fortnight_check" CHECK ("pay_calendars"."fortnight" is null or "pay_calendars"."fortnight" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "settlement_errors" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "settlement_errors_pkey" PRIMARY KEY("company_id","process_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"calendar_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"concept_code" varchar(40) NOT NULL,
	"concept_name" varchar(160) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"units" numeric(12, 4) NOT NULL,
	"unit_kind" varchar(8) NOT NULL,
	"base" numeric(18, 2) NOT NULL,
	"rate" numeric(12, 6),
	"value" numeric(18, 2) NOT NULL,
	"salary" boolean NOT NULL,
	"withholding_base" boolean DEFAULT false NOT NULL,
	"dian_element" varchar(60),
	"dian" jsonb,
	"debit_class" varchar(40) NOT NULL,
	"credit_class" varchar(40) NOT NULL,
	"expense_share" numeric(18, 2),
	"start_date" date,
	"end_date" date,
	"source" text NOT NULL,
	CONSTRAINT "settlement_lines_pkey" PRIMARY KEY("company_id","process_id","contract_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "settlement_processes" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "settlement_processes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"action" varchar(3) NOT NULL,
	"status" varchar(12) DEFAULT 'PENDIENTE' NOT NULL,
	"percentage" smallint DEFAULT 0 NOT NULL,
	"thread" varchar(80),
	"job" varchar(80),
	"record" varchar(120),
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"previous_process_id" integer,
	"requested_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_processes_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "settlement_processes_action_check" CHECK ("settlement_processes"."action" in ('PRO', 'CLO', 'REV')),
	CONSTRAINT "settlement_processes_status_check" CHECK ("settlement_processes"."status" in ('PENDIENTE', 'EN PROCESO', 'TERMINADO', 'ERROR')),
	CONSTRAINT "settlement_processes_percentage_check" CHECK ("settlement_processes"."percentage" >= 0 and "settlement_processes"."percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "settlement_results" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"fortnight" smallint,
	"earnings" numeric(18, 2) NOT NULL,
	"deductions" numeric(18, 2) NOT NULL,
	"net_pay" numeric(18, 2) NOT NULL,
	"employer_contributions" numeric(18, 2) NOT NULL,
	"provisions" numeric(18, 2) NOT NULL,
	"employer_cost" numeric(18, 2) NOT NULL,
	"month_record" jsonb,
	"earlier_in_month" jsonb,
	"social_security" jsonb,
	"provision_detail" jsonb NOT NULL,
	"withholding" jsonb,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"input_hash" varchar(64) NOT NULL,
	"parameters_date" date NOT NULL,
	CONSTRAINT "settlement_results_pkey" PRIMARY KEY("company_id","process_id","contract_id")
);
--> statement-breakpoint
ALTER TABLE "pay_calendars" ADD CONSTRAINT "pay_calendars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_errors" ADD CONSTRAINT "settlement_errors_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_result_fk" FOREIGN KEY ("company_id","process_id","contract_id") REFERENCES "public"."settlement_results"("company_id","process_id","contract_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_processes" ADD CONSTRAINT "settlement_processes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_processes" ADD CONSTRAINT "settlement_processes_calendar_fk" FOREIGN KEY ("company_id","calendar_id") REFERENCES "public"."pay_calendars"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_results" ADD CONSTRAINT "settlement_results_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_results" ADD CONSTRAINT "settlement_results_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_calendars_period_unique" ON "pay_calendars" USING btree ("company_id","type","period_start","period_end") WHERE "pay_calendars"."retirement_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_calendars_retirement_unique" ON "pay_calendars" USING btree ("company_id","retirement_id") WHERE "pay_calendars"."retirement_id" is not null;--> statement-breakpoint
CREATE INDEX "pay_calendars_dates_idx" ON "pay_calendars" USING btree ("company_id","type","period_start");--> statement-breakpoint
CREATE INDEX "settlement_lines_query_idx" ON "settlement_lines" USING btree ("company_id","year","month","contract_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_concept_idx" ON "settlement_lines" USING btree ("company_id","concept_code");--> statement-breakpoint
CREATE INDEX "settlement_processes_calendar_idx" ON "settlement_processes" USING btree ("company_id","calendar_id","id");--> statement-breakpoint
CREATE INDEX "settlement_results_contract_idx" ON "settlement_results" USING btree ("company_id","contract_id","period_start");