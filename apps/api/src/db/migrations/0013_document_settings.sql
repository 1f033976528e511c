CREATE TABLE "document_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"protect_payslips" boolean DEFAULT false NOT NULL,
	"show_employer_contributions" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "document_settings" ADD CONSTRAINT "document_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_settings" ADD CONSTRAINT "document_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "audit_document_settings" AFTER INSERT OR UPDATE OR DELETE ON "document_settings" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('company_id', 'updated_by');
