CREATE TABLE "company_drafts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"contact_name" varchar(120) NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"employee_count_range" varchar(10) NOT NULL,
	"payment_period" varchar(2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_drafts" ADD CONSTRAINT "company_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;