CREATE TABLE "one_time_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"code_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('RECOVERY', 'VERIFICATION'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_lockouts" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"role" varchar(10) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"instance_admin" boolean DEFAULT false NOT NULL,
	"company_id" integer,
	"employee_number_id" varchar(20),
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ADMIN', 'CLIENT')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('A', 'I'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"nit" varchar(12),
	"logo_key" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_videos" (
	"detail_id" varchar(40) PRIMARY KEY NOT NULL,
	"screen" varchar(80) NOT NULL,
	"description" varchar(200) NOT NULL,
	"url" varchar(500) NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"audience" varchar(6) DEFAULT 'BOTH' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page" varchar(60) NOT NULL,
	"position" smallint NOT NULL,
	"message" varchar(1000) NOT NULL,
	CONSTRAINT "page_messages_page_position_unique" UNIQUE("page","position")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"value" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "human_check_redemptions" (
	"challenge_id" varchar(200) PRIMARY KEY NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" varchar(10) NOT NULL,
	"error" varchar(500),
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose_idx" ON "one_time_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");