ALTER TABLE "cost_centres" ADD COLUMN "siigo_centre" varchar(4);--> statement-breakpoint
ALTER TABLE "cost_centres" ADD COLUMN "siigo_subcentre" varchar(3);