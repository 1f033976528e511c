ALTER TABLE "settlement_closures" ADD COLUMN "previous_status" varchar(20);--> statement-breakpoint
ALTER TABLE "settlement_closures" ADD COLUMN "previous_retirement_date" date;--> statement-breakpoint
ALTER TABLE "settlement_closures" ADD COLUMN "previous_retirement_reason" varchar(30);