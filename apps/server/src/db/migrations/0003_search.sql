CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products_services" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_certification_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "profile_completeness" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "platinum_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_services_search_vector_idx" ON "products_services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_services_created_idx" ON "products_services" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_search_vector_idx" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "companies_search_category_ids_idx" ON "companies" USING gin ("search_category_ids");--> statement-breakpoint
CREATE INDEX "companies_search_certification_ids_idx" ON "companies" USING gin ("search_certification_ids");