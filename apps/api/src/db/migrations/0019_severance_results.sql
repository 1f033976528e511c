CREATE TABLE "severance_results" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"fund_code" varchar(10) NOT NULL,
	"days" smallint NOT NULL,
	"base" numeric(18, 2) NOT NULL,
	"cesantias" numeric(18, 0) NOT NULL,
	"interest" numeric(18, 0) NOT NULL,
	"averaged" boolean NOT NULL,
	CONSTRAINT "severance_results_pkey" PRIMARY KEY("company_id","process_id","contract_id")
);
--> statement-breakpoint
ALTER TABLE "severance_results" ADD CONSTRAINT "severance_results_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;