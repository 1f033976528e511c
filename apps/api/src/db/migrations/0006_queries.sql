CREATE TABLE "imported_months" (
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"days" numeric(5, 2) NOT NULL,
	"unpaid_leave_days" numeric(5, 2) NOT NULL,
	"fixed_salary" numeric(18, 2) NOT NULL,
	"variable_salary" numeric(18, 2) NOT NULL,
	"overtime_and_surcharges" numeric(18, 2) NOT NULL,
	"transport_aid" numeric(18, 2) NOT NULL,
	"labour_income" numeric(18, 2) NOT NULL,
	"non_taxable_income" numeric(18, 2) NOT NULL,
	"ibc" numeric(18, 2) NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_months_pkey" PRIMARY KEY("company_id","contract_id","year","month"),
	CONSTRAINT "imported_months_month_check" CHECK ("imported_months"."month" between 1 and 12),
	CONSTRAINT "imported_months_days_check" CHECK ("imported_months"."days" >= 0 and "imported_months"."unpaid_leave_days" >= 0 and "imported_months"."days" + "imported_months"."unpaid_leave_days" <= 30)
);
--> statement-breakpoint
ALTER TABLE "imported_months" ADD CONSTRAINT "imported_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_months" ADD CONSTRAINT "imported_months_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;