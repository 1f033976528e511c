CREATE TABLE "novelty_absences" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "novelty_absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"contingency_code" varchar(10) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"extension_of_id" integer,
	"diagnosis_code" varchar(10),
	"observations" varchar(70),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "novelty_absences_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "novelty_absences_days_check" CHECK ("novelty_absences"."days" > 0 and "novelty_absences"."end_date" >= "novelty_absences"."start_date")
);
--> statement-breakpoint
CREATE TABLE "novelty_fixed" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "novelty_fixed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"concept_code" varchar(40) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"balance" numeric(18, 2),
	"periodicity" varchar(20) NOT NULL,
	"status" varchar(12) NOT NULL,
	"entity_type" varchar(4),
	"entity_code" varchar(10),
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "novelty_fixed_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "novelty_fixed_value_check" CHECK ("novelty_fixed"."value" >= 0),
	CONSTRAINT "novelty_fixed_dates_check" CHECK ("novelty_fixed"."end_date" is null or "novelty_fixed"."end_date" >= "novelty_fixed"."start_date"),
	CONSTRAINT "novelty_fixed_periodicity_check" CHECK ("novelty_fixed"."periodicity" in ('each_period', 'first_fortnight', 'second_fortnight')),
	CONSTRAINT "novelty_fixed_status_check" CHECK ("novelty_fixed"."status" in ('ACTIVE', 'SUSPENDED', 'FINISHED'))
);
--> statement-breakpoint
CREATE TABLE "novelty_overtime" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "novelty_overtime_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"concept_code" varchar(40) NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"novelty_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "novelty_overtime_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "novelty_overtime_hours_check" CHECK ("novelty_overtime"."hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "novelty_reported" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "novelty_reported_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"concept_code" varchar(40) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"observations" varchar(70),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "novelty_reported_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "novelty_reported_value_check" CHECK ("novelty_reported"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "novelty_retirements" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "novelty_retirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"reason_code" varchar(40) NOT NULL,
	"retirement_date" date NOT NULL,
	"status" varchar(20) DEFAULT 'REGISTRADO' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "novelty_retirements_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "novelty_retirements_status_check" CHECK ("novelty_retirements"."status" in ('REGISTRADO', 'LIQUIDADO', 'CERRADO ACUMULADO'))
);
--> statement-breakpoint
CREATE TABLE "novelty_vacations" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "novelty_vacations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"days_in_time" smallint NOT NULL,
	"days_in_money" numeric(6, 2) NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "novelty_vacations_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "novelty_vacations_days_check" CHECK (("novelty_vacations"."days_in_time" > 0 and "novelty_vacations"."days_in_money" = 0 and "novelty_vacations"."start_date" is not null and "novelty_vacations"."end_date" >= "novelty_vacations"."start_date")
        or ("novelty_vacations"."days_in_time" = 0 and "novelty_vacations"."days_in_money" > 0 and "novelty_vacations"."start_date" is null and "novelty_vacations"."end_date" is null))
);
--> statement-breakpoint
ALTER TABLE "novelty_absences" ADD CONSTRAINT "novelty_absences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_absences" ADD CONSTRAINT "novelty_absences_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_absences" ADD CONSTRAINT "novelty_absences_calendar_fk" FOREIGN KEY ("company_id","calendar_id") REFERENCES "public"."pay_calendars"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_absences" ADD CONSTRAINT "novelty_absences_extension_fk" FOREIGN KEY ("company_id","extension_of_id") REFERENCES "public"."novelty_absences"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_fixed" ADD CONSTRAINT "novelty_fixed_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_fixed" ADD CONSTRAINT "novelty_fixed_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_overtime" ADD CONSTRAINT "novelty_overtime_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_overtime" ADD CONSTRAINT "novelty_overtime_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_overtime" ADD CONSTRAINT "novelty_overtime_calendar_fk" FOREIGN KEY ("company_id","calendar_id") REFERENCES "public"."pay_calendars"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_reported" ADD CONSTRAINT "novelty_reported_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_reported" ADD CONSTRAINT "novelty_reported_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_reported" ADD CONSTRAINT "novelty_reported_calendar_fk" FOREIGN KEY ("company_id","calendar_id") REFERENCES "public"."pay_calendars"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_retirements" ADD CONSTRAINT "novelty_retirements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_retirements" ADD CONSTRAINT "novelty_retirements_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_retirements" ADD CONSTRAINT "novelty_retirements_calendar_fk" FOREIGN KEY ("company_id","calendar_id") REFERENCES "public"."pay_calendars"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_vacations" ADD CONSTRAINT "novelty_vacations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_vacations" ADD CONSTRAINT "novelty_vacations_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novelty_vacations" ADD CONSTRAINT "novelty_vacations_calendar_fk" FOREIGN KEY ("company_id","calendar_id") REFERENCES "public"."pay_calendars"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "novelty_absences_contract_idx" ON "novelty_absences" USING btree ("company_id","contract_id","start_date");--> statement-breakpoint
CREATE INDEX "novelty_absences_calendar_idx" ON "novelty_absences" USING btree ("company_id","calendar_id");--> statement-breakpoint
CREATE INDEX "novelty_absences_extension_idx" ON "novelty_absences" USING btree ("company_id","extension_of_id");--> statement-breakpoint
CREATE INDEX "novelty_fixed_contract_idx" ON "novelty_fixed" USING btree ("company_id","contract_id","start_date");--> statement-breakpoint
CREATE INDEX "novelty_overtime_contract_idx" ON "novelty_overtime" USING btree ("company_id","contract_id","novelty_date");--> statement-breakpoint
CREATE INDEX "novelty_overtime_calendar_idx" ON "novelty_overtime" USING btree ("company_id","calendar_id");--> statement-breakpoint
CREATE INDEX "novelty_reported_contract_idx" ON "novelty_reported" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE INDEX "novelty_reported_calendar_idx" ON "novelty_reported" USING btree ("company_id","calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "novelty_retirements_contract_unique" ON "novelty_retirements" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE INDEX "novelty_vacations_contract_idx" ON "novelty_vacations" USING btree ("company_id","contract_id","start_date");--> statement-breakpoint
CREATE INDEX "novelty_vacations_calendar_idx" ON "novelty_vacations" USING btree ("company_id","calendar_id");