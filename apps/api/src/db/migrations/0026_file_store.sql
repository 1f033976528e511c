CREATE TABLE "file_blobs" (
	"hash" char(64) PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_blobs_size_check" CHECK ("file_blobs"."size" = octet_length("file_blobs"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "file_keys" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hash" char(64) NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object_keys" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hash" char(64) NOT NULL,
	"size" integer NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_keys" ADD CONSTRAINT "file_keys_hash_file_blobs_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."file_blobs"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_keys_hash_idx" ON "file_keys" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "object_keys_hash_idx" ON "object_keys" USING btree ("hash");