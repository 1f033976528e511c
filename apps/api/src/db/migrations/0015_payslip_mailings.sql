CREATE TABLE "payslip_mailings" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payslip_mailings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'EN_COLA' NOT NULL,
	"total" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_contract_id" integer DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payslip_mailings_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payslip_mailings_status_check" CHECK ("payslip_mailings"."status" in ('EN_COLA', 'ENVIANDO', 'TERMINADO'))
);
--> statement-breakpoint
ALTER TABLE "payslip_mailings" ADD CONSTRAINT "payslip_mailings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_mailings" ADD CONSTRAINT "payslip_mailings_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payslip_mailings_calendar_idx" ON "payslip_mailings" USING btree ("company_id","calendar_id");--> statement-breakpoint
CREATE INDEX "payslip_mailings_running_idx" ON "payslip_mailings" USING btree ("status") WHERE "payslip_mailings"."status" in ('EN_COLA', 'ENVIANDO');