CREATE TYPE "public"."company_import_status" AS ENUM('ready', 'queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "company_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "company_import_status" DEFAULT 'ready' NOT NULL,
	"format" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text,
	"size_bytes" integer NOT NULL,
	"created_by_user_id" uuid,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"new_rows" integer DEFAULT 0 NOT NULL,
	"update_rows" integer DEFAULT 0 NOT NULL,
	"unchanged_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"sample" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_code" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_imports_status_idx" ON "company_imports" USING btree ("status","created_at");