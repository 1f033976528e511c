CREATE TABLE "nie_documents" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "nie_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"predecessor_id" integer,
	"prefix" varchar(4) NOT NULL,
	"consecutive" bigint NOT NULL,
	"cune" varchar(96) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"worker_document" varchar(20) NOT NULL,
	"worker_name" varchar(200) NOT NULL,
	"earnings" numeric(18, 2) NOT NULL,
	"deductions" numeric(18, 2) NOT NULL,
	"net_pay" numeric(18, 2) NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"content" jsonb NOT NULL,
	"xml" text NOT NULL,
	"xml_file_name" varchar(60) NOT NULL,
	"zip_file_name" varchar(60) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDIENTE' NOT NULL,
	"transfer_attempts" smallint DEFAULT 0 NOT NULL,
	"transfer_requested_at" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"dian_status_code" varchar(10),
	"dian_description" text,
	"dian_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nie_documents_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "nie_documents_kind_check" CHECK ("nie_documents"."kind" in ('individual', 'replace', 'delete')),
	CONSTRAINT "nie_documents_status_check" CHECK ("nie_documents"."status" in ('PENDIENTE', 'EN TRANSFERENCIA', 'ENVIADO', 'RECHAZADO'))
);
--> statement-breakpoint
CREATE TABLE "nie_numbering" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_consecutive" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nie_results" (
	"company_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "nie_results_pkey" PRIMARY KEY("company_id","process_id","contract_id")
);
--> statement-breakpoint
ALTER TABLE "nie_documents" ADD CONSTRAINT "nie_documents_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nie_documents" ADD CONSTRAINT "nie_documents_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nie_numbering" ADD CONSTRAINT "nie_numbering_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nie_results" ADD CONSTRAINT "nie_results_process_fk" FOREIGN KEY ("company_id","process_id") REFERENCES "public"."settlement_processes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nie_results" ADD CONSTRAINT "nie_results_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."nie_documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nie_documents_number_unique" ON "nie_documents" USING btree ("company_id","prefix","consecutive");--> statement-breakpoint
CREATE UNIQUE INDEX "nie_documents_cune_unique" ON "nie_documents" USING btree ("company_id","cune");--> statement-breakpoint
CREATE INDEX "nie_documents_month_idx" ON "nie_documents" USING btree ("company_id","year","month","contract_id");--> statement-breakpoint
CREATE INDEX "nie_results_document_idx" ON "nie_results" USING btree ("company_id","document_id");