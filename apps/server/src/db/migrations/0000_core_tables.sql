CREATE TYPE "public"."catalogue_item_kind" AS ENUM('product', 'service');--> statement-breakpoint
CREATE TYPE "public"."company_profile_type" AS ENUM('buyer', 'supplier', 'both');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."membership_plan" AS ENUM('free', 'platinum', 'gold');--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('active', 'expired');--> statement-breakpoint
CREATE TYPE "public"."supply_chain_tier" AS ENUM('oem', 'tier1', 'tier2', 'tier3', 'other');--> statement-breakpoint
CREATE TYPE "public"."requirement_status" AS ENUM('opened', 'covered', 'expired');--> statement-breakpoint
CREATE TYPE "public"."requirement_type" AS ENUM('rfq', 'requirement', 'to_overcome');--> statement-breakpoint
CREATE TYPE "public"."company_role" AS ENUM('admin', 'restricted');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('en', 'es');--> statement-breakpoint
CREATE TYPE "public"."platform_role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TYPE "public"."token_purpose" AS ENUM('activation', 'password_reset');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('pending_activation', 'active', 'inactive');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" "catalogue_item_kind" DEFAULT 'product' NOT NULL,
	"title" text NOT NULL,
	"brief_description" text NOT NULL,
	"detailed_description" text NOT NULL,
	"category_id" integer NOT NULL,
	"family" text,
	"quantity" text,
	"price" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"image_file_id" uuid,
	"datasheet_file_id" uuid,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text,
	"description_en" text,
	"description_es" text
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "company_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"approved_at" timestamp with time zone,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_validated_supplier" boolean DEFAULT false NOT NULL,
	"profile_type" "company_profile_type" NOT NULL,
	"tier" "supply_chain_tier",
	"legal_name" text NOT NULL,
	"trade_name" text NOT NULL,
	"rfc" text,
	"tax_id" text,
	"sector" text NOT NULL,
	"company_type" text,
	"country_of_origin" text,
	"email" text,
	"phone" text,
	"website" text,
	"whatsapp" text,
	"year_founded" integer,
	"content_language" text DEFAULT 'es' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"logo_file_id" uuid,
	"brochure_file_id" uuid,
	"brief_description" text DEFAULT '' NOT NULL,
	"detailed_description" text DEFAULT '' NOT NULL,
	"main_products" text DEFAULT '' NOT NULL,
	"main_services" text DEFAULT '' NOT NULL,
	"specialization" text,
	"processes" text DEFAULT '' NOT NULL,
	"materials" text DEFAULT '' NOT NULL,
	"machinery" text DEFAULT '' NOT NULL,
	"guarantees" text DEFAULT '' NOT NULL,
	"production_capacity" numeric,
	"production_capacity_unit" text,
	"working_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"average_attention_time" text,
	"payment_methods" text[] DEFAULT '{}' NOT NULL,
	"employees" integer,
	"annual_sales" text,
	"clients" text,
	"statistics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"suburb" text,
	"street" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"coverage" jsonb DEFAULT '{"countries":[],"states":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_rfc_unique" UNIQUE("rfc")
);
--> statement-breakpoint
CREATE TABLE "company_categories" (
	"company_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "company_categories_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "company_certifications" (
	"company_id" uuid NOT NULL,
	"certification_id" integer NOT NULL,
	"industrial_specialization" text NOT NULL,
	"file_id" uuid,
	"valid_until" date,
	CONSTRAINT "company_certifications_company_id_certification_id_pk" PRIMARY KEY("company_id","certification_id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan" "membership_plan" NOT NULL,
	"status" "membership_status" DEFAULT 'active' NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_company_id" uuid,
	"owner_user_id" uuid,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"type" "requirement_type" NOT NULL,
	"status" "requirement_status" DEFAULT 'opened' NOT NULL,
	"is_rfq" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content_language" text DEFAULT 'es' NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"suburb" text,
	"street" text,
	"postal_code" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"activity" text NOT NULL,
	"materials" text NOT NULL,
	"volumes" text NOT NULL,
	"budget" text NOT NULL,
	"certifications" text[] DEFAULT '{}' NOT NULL,
	"project_dates" text,
	"project_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"phone_extension" text,
	"company_phone" text,
	"position" text,
	"department" text,
	"responsibility_level" text,
	"language" "language" DEFAULT 'en' NOT NULL,
	"image_file_id" uuid,
	"platform_role" "platform_role" DEFAULT 'user' NOT NULL,
	"company_role" "company_role" DEFAULT 'admin' NOT NULL,
	"status" "user_status" DEFAULT 'pending_activation' NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_event_only" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products_services" ADD CONSTRAINT "products_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_services" ADD CONSTRAINT "products_services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_services" ADD CONSTRAINT "products_services_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_services" ADD CONSTRAINT "products_services_datasheet_file_id_files_id_fk" FOREIGN KEY ("datasheet_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_brochure_file_id_files_id_fk" FOREIGN KEY ("brochure_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_services_company_idx" ON "products_services" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "products_services_category_idx" ON "products_services" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_code_uq" ON "categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_slug_uq" ON "certifications" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "companies_status_visible_idx" ON "companies" USING btree ("status","is_visible");--> statement-breakpoint
CREATE INDEX "companies_state_idx" ON "companies" USING btree ("state");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "company_categories_category_idx" ON "company_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "company_certifications_cert_idx" ON "company_certifications" USING btree ("certification_id");--> statement-breakpoint
CREATE INDEX "memberships_company_idx" ON "memberships" USING btree ("company_id","activated_at");--> statement-breakpoint
CREATE INDEX "files_owner_company_idx" ON "files" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "requirements_company_idx" ON "requirements" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "requirements_status_idx" ON "requirements" USING btree ("status","is_public");--> statement-breakpoint
CREATE INDEX "requirements_category_idx" ON "requirements" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tokens_user_purpose_idx" ON "tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");