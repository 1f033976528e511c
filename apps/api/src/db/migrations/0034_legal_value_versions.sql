CREATE TABLE "legal_value_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_value_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"decision" varchar(12) NOT NULL,
	"reason" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_value_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_value_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" smallint NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"values" jsonb NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_value_reviews" ADD CONSTRAINT "legal_value_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_value_reviews" ADD CONSTRAINT "legal_value_reviews_version_id_legal_value_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."legal_value_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_value_reviews" ADD CONSTRAINT "legal_value_reviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_value_reviews_unique" ON "legal_value_reviews" USING btree ("company_id","version_id");--> statement-breakpoint
CREATE INDEX "legal_value_versions_year_idx" ON "legal_value_versions" USING btree ("year","id");--> statement-breakpoint
CREATE TRIGGER "audit_legal_value_reviews" AFTER INSERT OR UPDATE OR DELETE ON "legal_value_reviews" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
