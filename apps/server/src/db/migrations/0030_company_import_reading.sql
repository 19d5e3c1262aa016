ALTER TYPE "public"."company_import_status" ADD VALUE 'reading' BEFORE 'ready';--> statement-breakpoint
ALTER TABLE "company_imports" ADD COLUMN "failure_details" jsonb;