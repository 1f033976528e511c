CREATE TABLE "labour_certificates" (
	"company_id" integer NOT NULL,
	"id" varchar(16) NOT NULL,
	"person_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"letter_type" varchar(20) NOT NULL,
	"addressed_to" varchar(200) NOT NULL,
	"certified" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	CONSTRAINT "labour_certificates_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "labour_certificates_letter_type_check" CHECK ("labour_certificates"."letter_type" in ('SIN_SALARIO', 'CON_SALARIO', 'CON_PROMEDIO'))
);
--> statement-breakpoint
ALTER TABLE "labour_certificates" ADD CONSTRAINT "labour_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_certificates" ADD CONSTRAINT "labour_certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labour_certificates" ADD CONSTRAINT "labour_certificates_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labour_certificates_id_unique" ON "labour_certificates" USING btree ("id");--> statement-breakpoint
CREATE INDEX "labour_certificates_contract_idx" ON "labour_certificates" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE TRIGGER "audit_labour_certificates" AFTER INSERT OR UPDATE OR DELETE ON "labour_certificates" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
