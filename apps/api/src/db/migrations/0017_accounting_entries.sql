CREATE TABLE "accounting_entries" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"entry_no" smallint NOT NULL,
	"calendar_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"source_calendar_id" integer NOT NULL,
	"voucher_type" varchar(10) NOT NULL,
	"concept_code" varchar(40) NOT NULL,
	"concept_name" varchar(160) NOT NULL,
	"concept_kind" varchar(24) NOT NULL,
	"account" varchar(12) NOT NULL,
	"nature" char(1) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"third_party_nit" varchar(15) NOT NULL,
	"third_party_check_digit" varchar(1) DEFAULT '' NOT NULL,
	"third_party_name" varchar(200) NOT NULL,
	"cost_centre_code" varchar(20),
	CONSTRAINT "accounting_entries_pkey" PRIMARY KEY("company_id","process_id","contract_id","entry_no"),
	CONSTRAINT "accounting_entries_nature_check" CHECK ("accounting_entries"."nature" in ('D', 'C'))
);
--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;