ALTER TABLE "settlement_lines" ALTER COLUMN "units" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "settlement_lines" ALTER COLUMN "rate" SET DATA TYPE numeric;