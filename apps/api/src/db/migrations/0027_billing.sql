CREATE TABLE "billing_credit_notes" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "billing_credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"total" numeric(16, 0) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_credit_notes_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "billing_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"plan_id" integer NOT NULL,
	"prefix" varchar(4) NOT NULL,
	"number" integer NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"employees" integer NOT NULL,
	"base_fee" numeric(14, 0) NOT NULL,
	"employee_price" numeric(14, 0) NOT NULL,
	"subtotal" numeric(16, 0) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"vat" numeric(16, 0) NOT NULL,
	"total" numeric(16, 0) NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"status" varchar(3) DEFAULT 'PEN' NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "billing_invoices_status_check" CHECK ("billing_invoices"."status" in ('PEN', 'PAG', 'ANU')),
	CONSTRAINT "billing_invoices_month_check" CHECK ("billing_invoices"."month" between 1 and 12),
	CONSTRAINT "billing_invoices_total_check" CHECK ("billing_invoices"."total" = "billing_invoices"."subtotal" + "billing_invoices"."vat")
);
--> statement-breakpoint
CREATE TABLE "billing_numbering" (
	"id" smallint PRIMARY KEY NOT NULL,
	"prefix" varchar(4) NOT NULL,
	"range_to" integer NOT NULL,
	"next_number" integer NOT NULL,
	CONSTRAINT "billing_numbering_single_row" CHECK ("billing_numbering"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"base_fee" numeric(14, 0) NOT NULL,
	"employee_price" numeric(14, 0) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"billing_day" smallint NOT NULL,
	"due_days" smallint NOT NULL,
	"prefix" varchar(4) NOT NULL,
	"range_from" integer NOT NULL,
	"range_to" integer NOT NULL,
	"seller_name" varchar(200) NOT NULL,
	"seller_nit" varchar(12) NOT NULL,
	"seller_check_digit" char(1) NOT NULL,
	"seller_address" varchar(200) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plans_range_check" CHECK ("billing_plans"."range_from" >= 1 and "billing_plans"."range_to" >= "billing_plans"."range_from"),
	CONSTRAINT "billing_plans_day_check" CHECK ("billing_plans"."billing_day" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "billing_credit_notes" ADD CONSTRAINT "billing_credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credit_notes" ADD CONSTRAINT "billing_credit_notes_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."billing_invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_plan_id_billing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."billing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_credit_notes_invoice_unique" ON "billing_credit_notes" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_month_unique" ON "billing_invoices" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_unique" ON "billing_invoices" USING btree ("prefix","number");--> statement-breakpoint
CREATE INDEX "billing_invoices_status_idx" ON "billing_invoices" USING btree ("company_id","status");--> statement-breakpoint
-- Decision 0334: an invoice's issue, payment state and cancellation are in the company's audit log.
CREATE TRIGGER "audit_billing_invoices" AFTER INSERT OR UPDATE OR DELETE ON "billing_invoices" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id', 'mailed_at');
--> statement-breakpoint
CREATE TRIGGER "audit_billing_credit_notes" AFTER INSERT OR UPDATE OR DELETE ON "billing_credit_notes" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
