CREATE TABLE "retroactive_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retroactive_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"carrying_calendar_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"description" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "origin_calendar_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "origin_start" date;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "origin_end" date;--> statement-breakpoint
ALTER TABLE "retroactive_changes" ADD CONSTRAINT "retroactive_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retroactive_changes" ADD CONSTRAINT "retroactive_changes_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retroactive_changes" ADD CONSTRAINT "retroactive_changes_carrying_fk" FOREIGN KEY ("company_id","carrying_calendar_id") REFERENCES "public"."pay_calendars"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retroactive_changes" ADD CONSTRAINT "retroactive_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retroactive_changes_carrying_idx" ON "retroactive_changes" USING btree ("company_id","carrying_calendar_id","contract_id");--> statement-breakpoint
CREATE INDEX "retroactive_changes_contract_idx" ON "retroactive_changes" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE TRIGGER "audit_retroactive_changes" AFTER INSERT OR UPDATE OR DELETE ON "retroactive_changes" FOR EACH ROW EXECUTE FUNCTION "audit_record_change"('id');
