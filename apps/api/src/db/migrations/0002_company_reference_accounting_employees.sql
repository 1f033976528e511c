CREATE TABLE "account_plan_rows" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "account_plan_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"concept_code" varchar(40) NOT NULL,
	"account_1" varchar(12) NOT NULL,
	"account_2" varchar(12) DEFAULT '' NOT NULL,
	"nature" char(1) NOT NULL,
	"voucher_type" varchar(10) NOT NULL,
	"third_party_type" varchar(10) NOT NULL,
	"third_party_id" integer,
	"entity_type" varchar(10),
	"expense_type" varchar(10),
	"manages_cost_centre" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_plan_rows_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "account_plan_rows_nature_check" CHECK ("account_plan_rows"."nature" in ('D', 'C'))
);
--> statement-breakpoint
CREATE TABLE "cost_centres" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cost_centres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"expense_type" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_centres_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "third_parties" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "third_parties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_type" varchar(3) NOT NULL,
	"nit" varchar(15) NOT NULL,
	"check_digit" varchar(1) DEFAULT '' NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_parties_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "cir_group_concepts" (
	"company_id" integer NOT NULL,
	"concept_code" varchar(40) NOT NULL,
	"group_code" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cir_group_concepts_company_id_concept_code_pk" PRIMARY KEY("company_id","concept_code")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"area" varchar(100) NOT NULL,
	"code" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "signature_average_concepts" (
	"company_id" integer NOT NULL,
	"concept_code" varchar(40) NOT NULL,
	CONSTRAINT "signature_average_concepts_company_id_concept_code_pk" PRIMARY KEY("company_id","concept_code")
);
--> statement-breakpoint
CREATE TABLE "signature_configs" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "signature_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"average_months" smallint NOT NULL,
	"footer" varchar(500) DEFAULT '' NOT NULL,
	"image_key" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_configs_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "signature_configs_average_months_check" CHECK ("signature_configs"."average_months" >= 1)
);
--> statement-breakpoint
CREATE TABLE "dian_enablements" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"enabled_answer" varchar(4) NOT NULL,
	"provider_answer" varchar(4),
	"status" varchar(12),
	"status_text" varchar(300),
	"test_set_id_enc" text,
	"software_id_enc" text,
	"pin_enc" text,
	"certificate_key" varchar(300),
	"certificate_file_name" varchar(200),
	"certificate_password_enc" text,
	"provider_user" varchar(100),
	"provider_password_enc" text,
	"numbering_start" integer,
	"numbering_end" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_salaries" (
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "contract_salaries_pkey" PRIMARY KEY("company_id","contract_id","start_date"),
	CONSTRAINT "contract_salaries_amount_check" CHECK ("contract_salaries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"salary_type" varchar(2) NOT NULL,
	"contract_type" varchar(4) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" varchar(20) NOT NULL,
	"job_id" integer NOT NULL,
	"vacation_system" varchar(30) NOT NULL,
	"vacations_taken" numeric(8, 2) NOT NULL,
	"cost_center_id" integer,
	"work_place" varchar(30) NOT NULL,
	"bank_code" varchar(8) NOT NULL,
	"account_type" varchar(30) NOT NULL,
	"account_number" varchar(20) NOT NULL,
	"eps_code" varchar(10) NOT NULL,
	"afp_code" varchar(10) NOT NULL,
	"severance_fund_code" varchar(10) NOT NULL,
	"ccf_code" varchar(10) NOT NULL,
	"voluntary_pension_fund_code" varchar(10),
	"voluntary_pension_monthly" numeric(18, 2),
	"afc_fund_code" varchar(8),
	"afc_account" varchar(20),
	"afc_monthly" numeric(18, 2),
	"arl_risk_class" varchar(1) NOT NULL,
	"economic_activity" varchar(7) NOT NULL,
	"contributor_type" varchar(2) NOT NULL,
	"contributor_subtype" varchar(2) NOT NULL,
	"withholding_procedure" varchar(2) NOT NULL,
	"withholding_percentage" numeric(5, 2) NOT NULL,
	"housing_yearly" numeric(18, 2),
	"housing_monthly" numeric(18, 2),
	"housing_start_date" date,
	"housing_end_date" date,
	"prepaid_medicine_yearly" numeric(18, 2),
	"prepaid_medicine_monthly" numeric(18, 2),
	"prepaid_medicine_start_date" date,
	"prepaid_medicine_end_date" date,
	"dependants" boolean DEFAULT false NOT NULL,
	"dependants_start_date" date,
	"dependants_end_date" date,
	"retirement_reason" varchar(30),
	"retirement_date" date,
	"transport_aid_excluded" boolean DEFAULT false NOT NULL,
	"photo_key" varchar(300),
	"settled_through" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "contracts_vacations_taken_check" CHECK ("contracts"."vacations_taken" >= 0),
	CONSTRAINT "contracts_end_after_start_check" CHECK ("contracts"."end_date" is null or "contracts"."end_date" >= "contracts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "persons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_type" varchar(4) NOT NULL,
	"document_number" varchar(12) NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"other_names" varchar(60),
	"first_surname" varchar(60) NOT NULL,
	"second_surname" varchar(60),
	"address" varchar(200) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"department_code" varchar(2),
	"city_code" varchar(5),
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persons_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "initial_balances" (
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"concept" varchar(20) NOT NULL,
	"days" numeric(7, 2),
	"amount" numeric(18, 2),
	"cut_off_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "initial_balances_pkey" PRIMARY KEY("company_id","contract_id","concept"),
	CONSTRAINT "initial_balances_concept_check" CHECK ("initial_balances"."concept" in ('EPS', 'ARL', 'SEVERANCE', 'SEVERANCE_INTEREST', 'VACATION', 'PRIMA')),
	CONSTRAINT "initial_balances_days_check" CHECK ("initial_balances"."days" is null or ("initial_balances"."days" >= 0 and "initial_balances"."days" <= 360)),
	CONSTRAINT "initial_balances_amount_check" CHECK ("initial_balances"."amount" is null or "initial_balances"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_configs" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"absences_pay_day_31" varchar(20) NOT NULL,
	"sick_pay_days_1_and_2" varchar(20) NOT NULL,
	"vacation_pay_day_31" varchar(20) NOT NULL,
	"vacation_include_variable_pay" varchar(20) NOT NULL,
	"transport_aid_periodicity" varchar(20) NOT NULL,
	"prima_discount_unpaid_leave" varchar(20) NOT NULL,
	"prima_include_transport_aid" varchar(20) NOT NULL,
	"prima_june_payment" varchar(20) NOT NULL,
	"prima_december_payment" varchar(20) NOT NULL,
	"cesantias_interest_payment" varchar(20) NOT NULL,
	"cesantias_include_transport_aid" varchar(20) NOT NULL,
	"pension_during_unpaid_leave" varchar(20) NOT NULL,
	"health_during_unpaid_leave" varchar(20) NOT NULL,
	"weekly_hours_step_day" varchar(20) NOT NULL,
	"withholding_rounding" varchar(20) NOT NULL,
	"rest_day_hours_paid_in_full" varchar(20) NOT NULL,
	"sunday_surcharge_full_early" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "company_holiday_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"vacation_system" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_payroll_concepts" (
	"company_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"nature" varchar(12) NOT NULL,
	"module" varchar(3) NOT NULL,
	"category" varchar(30) NOT NULL,
	"dian_element" varchar(40) NOT NULL,
	"salary" boolean,
	"withholding_base" boolean,
	"income_withholding_group" varchar(40),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer NOT NULL,
	CONSTRAINT "company_payroll_concepts_pk" PRIMARY KEY("company_id","code"),
	CONSTRAINT "company_payroll_concepts_nature_check" CHECK ("company_payroll_concepts"."nature" in ('earning', 'deduction')),
	CONSTRAINT "company_payroll_concepts_module_check" CHECK ("company_payroll_concepts"."module" in ('OCA', 'STA'))
);
--> statement-breakpoint
CREATE TABLE "reference_items" (
	"list_key" varchar(40) NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"parent_code" varchar(40),
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "reference_items_pk" PRIMARY KEY("list_key","code")
);
--> statement-breakpoint
CREATE TABLE "reference_lists" (
	"list_key" varchar(40) PRIMARY KEY NOT NULL,
	"description" varchar(300) NOT NULL,
	"source" text NOT NULL,
	"data_hash" varchar(64) NOT NULL,
	"item_count" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "taxpayer_type" varchar(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "document_type" varchar(4);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "check_digit" char(1);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_name" varchar(200);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "first_name" varchar(60);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "second_name" varchar(10);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "first_surname" varchar(60);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "second_surname" varchar(10);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" varchar(10);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country_code" varchar(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "department_code" varchar(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "municipality_code" varchar(5);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_email" varchar(254);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_period" varchar(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employee_count_range" varchar(10);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "arl_code" varchar(10);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pila_operator_code" varchar(4);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "law_1607_exempt" boolean;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "start_month" varchar(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_code" varchar(4);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_type" varchar(20);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_number" varchar(20);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rut_key" varchar(300);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "chamber_of_commerce_key" varchar(300);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_plan_rows" ADD CONSTRAINT "account_plan_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_plan_rows" ADD CONSTRAINT "account_plan_rows_third_party_fk" FOREIGN KEY ("company_id","third_party_id") REFERENCES "public"."third_parties"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centres" ADD CONSTRAINT "cost_centres_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_parties" ADD CONSTRAINT "third_parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cir_group_concepts" ADD CONSTRAINT "cir_group_concepts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_average_concepts" ADD CONSTRAINT "signature_average_concepts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_configs" ADD CONSTRAINT "signature_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dian_enablements" ADD CONSTRAINT "dian_enablements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_salaries" ADD CONSTRAINT "contract_salaries_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_person_fk" FOREIGN KEY ("company_id","person_id") REFERENCES "public"."persons"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_cost_centre_fk" FOREIGN KEY ("company_id","cost_center_id") REFERENCES "public"."cost_centres"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_balances" ADD CONSTRAINT "initial_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_balances" ADD CONSTRAINT "initial_balances_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_configs" ADD CONSTRAINT "payroll_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_configs" ADD CONSTRAINT "payroll_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_holiday_settings" ADD CONSTRAINT "company_holiday_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_payroll_concepts" ADD CONSTRAINT "company_payroll_concepts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_plan_rows_company_mapping_unique" ON "account_plan_rows" USING btree ("company_id","concept_code","voucher_type","nature",coalesce("expense_type", ''));--> statement-breakpoint
CREATE INDEX "account_plan_rows_company_third_party_idx" ON "account_plan_rows" USING btree ("company_id","third_party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centres_company_code_unique" ON "cost_centres" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "third_parties_company_nit_unique" ON "third_parties" USING btree ("company_id",upper("nit"));--> statement-breakpoint
CREATE INDEX "cir_group_concepts_group_idx" ON "cir_group_concepts" USING btree ("company_id","group_code");--> statement-breakpoint
CREATE INDEX "signature_average_concepts_company_idx" ON "signature_average_concepts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_configs_contract_unique" ON "signature_configs" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE INDEX "contracts_person_idx" ON "contracts" USING btree ("company_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_document_unique" ON "persons" USING btree ("company_id","document_type","document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "company_payroll_concepts_name_unique" ON "company_payroll_concepts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "reference_items_list_order_idx" ON "reference_items" USING btree ("list_key","position");--> statement-breakpoint
CREATE INDEX "reference_items_list_parent_idx" ON "reference_items" USING btree ("list_key","parent_code","position");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_document_unique" ON "companies" USING btree ("document_type","nit") WHERE "companies"."document_type" is not null;