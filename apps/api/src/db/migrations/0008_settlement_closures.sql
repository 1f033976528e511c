CREATE TABLE "settlement_closures" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"previous_settled_through" date,
	CONSTRAINT "settlement_closures_pkey" PRIMARY KEY("company_id","process_id","contract_id")
);
--> statement-breakpoint
ALTER TABLE "settlement_closures" ADD CONSTRAINT "settlement_closures_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_results" DROP COLUMN "previous_settled_through";