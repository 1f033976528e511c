CREATE TABLE "billing_payments" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "billing_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"status" varchar(3) DEFAULT 'PRO' NOT NULL,
	"provider" varchar(20) NOT NULL,
	"reference" varchar(40) NOT NULL,
	"provider_transaction_id" varchar(100),
	"amount" numeric(16, 0) NOT NULL,
	"currency" char(3) DEFAULT 'COP' NOT NULL,
	"method" varchar(100),
	"checkout_token_hash" char(64),
	"duplicate" boolean DEFAULT false NOT NULL,
	"note" varchar(300),
	"last_notice" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "billing_payments_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "billing_payments_status_check" CHECK ("billing_payments"."status" in ('PEN', 'PAG', 'REF', 'PRO')),
	CONSTRAINT "billing_payments_amount_check" CHECK ("billing_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_transactions" (
	"reference" varchar(40) PRIMARY KEY NOT NULL,
	"transaction_id" varchar(100) NOT NULL,
	"status" varchar(10) NOT NULL,
	"final_status" varchar(10) NOT NULL,
	"amount" numeric(16, 0) NOT NULL,
	"method" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."billing_invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_reference_unique" ON "billing_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_provider_tx_unique" ON "billing_payments" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_token_unique" ON "billing_payments" USING btree ("checkout_token_hash");--> statement-breakpoint
CREATE INDEX "billing_payments_invoice_idx" ON "billing_payments" USING btree ("company_id","invoice_id","id");--> statement-breakpoint
CREATE INDEX "billing_payments_open_idx" ON "billing_payments" USING btree ("status","created_at");--> statement-breakpoint
-- Decision 0335: every payment attempt and each change of its state is in the company's audit log
-- (reconciliation's claim time and the touch time are not changes anyone audits).
CREATE TRIGGER "audit_billing_payments" AFTER INSERT OR UPDATE OR DELETE ON "billing_payments" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id', 'checked_at,updated_at');
