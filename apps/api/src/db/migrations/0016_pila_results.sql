CREATE TABLE "pila_results" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"worker" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"unpaid_leave" jsonb NOT NULL,
	"pension" numeric(18, 0) NOT NULL,
	"solidarity_fund" numeric(18, 0) NOT NULL,
	"health" numeric(18, 0) NOT NULL,
	"risk" numeric(18, 0) NOT NULL,
	"ccf" numeric(18, 0) NOT NULL,
	"sena" numeric(18, 0) NOT NULL,
	"icbf" numeric(18, 0) NOT NULL,
	"total" numeric(18, 0) NOT NULL,
	CONSTRAINT "pila_results_pkey" PRIMARY KEY("company_id","process_id","contract_id")
);
--> statement-breakpoint
ALTER TABLE "pila_results" ADD CONSTRAINT "pila_results_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pila_results" ADD CONSTRAINT "pila_results_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;