CREATE TYPE "public"."company_claim_method" AS ENUM('email_domain', 'admin');--> statement-breakpoint
CREATE TYPE "public"."company_claim_status" AS ENUM('pending', 'confirmed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."registry_import_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "company_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "company_claim_status" DEFAULT 'pending' NOT NULL,
	"method" "company_claim_method" NOT NULL,
	"proposal" jsonb NOT NULL,
	"evidence" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"status" "registry_import_status" DEFAULT 'queued' NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text,
	"size_bytes" bigint NOT NULL,
	"encoding" text,
	"created_by_user_id" uuid,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"out_of_scope_count" integer DEFAULT 0 NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"invalid_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"failure_details" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registry_source" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registry_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registry_facts" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registry_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_claims" ADD CONSTRAINT "company_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_claims" ADD CONSTRAINT "company_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_claims_company_idx" ON "company_claims" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_claims_user_idx" ON "company_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_claims_pending_idx" ON "company_claims" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "registry_imports_status_idx" ON "registry_imports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_registry_uq" ON "companies" USING btree ("registry_source","registry_id");