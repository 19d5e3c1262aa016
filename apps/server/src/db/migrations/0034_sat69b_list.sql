CREATE TYPE "public"."sat69b_import_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."sat69b_situation" AS ENUM('presunto', 'desvirtuado', 'definitivo', 'sentencia_favorable');--> statement-breakpoint
CREATE TABLE "company_sat69b" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"rfc" text NOT NULL,
	"listed_name" text NOT NULL,
	"situation" "sat69b_situation" NOT NULL,
	"since" date,
	"import_id" uuid NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sat69b_entries" (
	"import_id" uuid NOT NULL,
	"rfc" text NOT NULL,
	"name" text NOT NULL,
	"situation" "sat69b_situation" NOT NULL,
	"presumed_on" date,
	"rebutted_on" date,
	"definitive_on" date,
	"favourable_on" date,
	"line" integer NOT NULL,
	CONSTRAINT "sat69b_entries_import_id_rfc_pk" PRIMARY KEY("import_id","rfc")
);
--> statement-breakpoint
CREATE TABLE "sat69b_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "sat69b_import_status" DEFAULT 'queued' NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text,
	"size_bytes" bigint NOT NULL,
	"encoding" text,
	"created_by_user_id" uuid,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"presunto_count" integer DEFAULT 0 NOT NULL,
	"desvirtuado_count" integer DEFAULT 0 NOT NULL,
	"definitivo_count" integer DEFAULT 0 NOT NULL,
	"sentencia_favorable_count" integer DEFAULT 0 NOT NULL,
	"invalid_count" integer DEFAULT 0 NOT NULL,
	"flagged_companies" integer DEFAULT 0 NOT NULL,
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
ALTER TABLE "company_sat69b" ADD CONSTRAINT "company_sat69b_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat69b_entries" ADD CONSTRAINT "sat69b_entries_import_id_sat69b_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sat69b_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_sat69b_situation_idx" ON "company_sat69b" USING btree ("situation","found_at");--> statement-breakpoint
CREATE INDEX "sat69b_entries_rfc_idx" ON "sat69b_entries" USING btree ("rfc");--> statement-breakpoint
CREATE INDEX "sat69b_imports_status_idx" ON "sat69b_imports" USING btree ("status","created_at");