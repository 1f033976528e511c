CREATE TABLE "income_withholding_results" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"boxes" jsonb NOT NULL,
	"gross_income" numeric(18, 0) NOT NULL,
	"withholding" numeric(18, 0) NOT NULL,
	"concepts" jsonb NOT NULL,
	"payables" jsonb NOT NULL,
	"payables_total" numeric(18, 0) NOT NULL,
	CONSTRAINT "income_withholding_results_pkey" PRIMARY KEY("company_id","process_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "income_withholding_results" ADD CONSTRAINT "income_withholding_results_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;