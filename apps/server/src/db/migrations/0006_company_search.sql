CREATE TABLE "company_search" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"certification_ids" integer[] DEFAULT '{}' NOT NULL,
	"completeness" integer DEFAULT 0 NOT NULL,
	"platinum_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector",
	"rank_vector" "tsvector"
);
--> statement-breakpoint
DROP INDEX "companies_search_vector_idx";--> statement-breakpoint
DROP INDEX "companies_search_category_ids_idx";--> statement-breakpoint
DROP INDEX "companies_search_certification_ids_idx";--> statement-breakpoint
ALTER TABLE "company_search" ADD CONSTRAINT "company_search_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_search_vector_idx" ON "company_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "company_search_category_ids_idx" ON "company_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "company_search_certification_ids_idx" ON "company_search" USING gin ("certification_ids");--> statement-breakpoint
CREATE INDEX "company_search_state_idx" ON "company_search" USING btree ("state");--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "search_category_ids";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "search_certification_ids";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "profile_completeness";