CREATE TYPE "public"."company_document_kind" AS ENUM('catalogue', 'document');--> statement-breakpoint
CREATE TYPE "public"."favourite_type" AS ENUM('company', 'product', 'requirement');--> statement-breakpoint
CREATE TABLE "company_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" "company_document_kind" NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "favourite_type" NOT NULL,
	"company_id" uuid,
	"product_id" uuid,
	"requirement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_one_target_ck" CHECK (("favourites"."type" = 'company' and "favourites"."company_id" is not null and "favourites"."product_id" is null and "favourites"."requirement_id" is null)
       or ("favourites"."type" = 'product' and "favourites"."product_id" is not null and "favourites"."company_id" is null and "favourites"."requirement_id" is null)
       or ("favourites"."type" = 'requirement' and "favourites"."requirement_id" is not null and "favourites"."company_id" is null and "favourites"."product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "profile_visits" (
	"visited_company_id" uuid NOT NULL,
	"viewer_company_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"viewer_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_visits_visited_company_id_viewer_company_id_visit_date_pk" PRIMARY KEY("visited_company_id","viewer_company_id","visit_date")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "capacity_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_awards" ADD CONSTRAINT "company_awards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_awards" ADD CONSTRAINT "company_awards_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_services_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visited_company_id_companies_id_fk" FOREIGN KEY ("visited_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_viewer_company_id_companies_id_fk" FOREIGN KEY ("viewer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_awards_company_idx" ON "company_awards" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_company_uq" ON "favourites" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_product_uq" ON "favourites" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_requirement_uq" ON "favourites" USING btree ("user_id","requirement_id");--> statement-breakpoint
CREATE INDEX "favourites_user_type_created_idx" ON "favourites" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "profile_visits_visited_date_idx" ON "profile_visits" USING btree ("visited_company_id","visit_date");