CREATE TYPE "public"."quote_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TABLE "requirement_invitations" (
	"requirement_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_invitations_requirement_id_company_id_pk" PRIMARY KEY("requirement_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "company_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"rater_company_id" uuid NOT NULL,
	"rater_user_id" uuid,
	"rated_company_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_ratings_score_range" CHECK ("company_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requirement_id" uuid,
	"sender_company_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"receiver_company_id" uuid NOT NULL,
	"status" "quote_status" DEFAULT 'pending' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(14, 2),
	"currency" text DEFAULT 'MXN' NOT NULL,
	"lead_time_days" integer,
	"valid_until" date,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"sender_name" text NOT NULL,
	"sender_company_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_phone" text,
	"sender_position" text,
	"receiver_name" text,
	"receiver_company_name" text NOT NULL,
	"receiver_email" text,
	"receiver_phone" text,
	"receiver_position" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "certification_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "preferred_certification_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "max_distance_km" integer;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "covered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requirement_invitations" ADD CONSTRAINT "requirement_invitations_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_invitations" ADD CONSTRAINT "requirement_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_invitations" ADD CONSTRAINT "requirement_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD CONSTRAINT "company_ratings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD CONSTRAINT "company_ratings_rater_company_id_companies_id_fk" FOREIGN KEY ("rater_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD CONSTRAINT "company_ratings_rater_user_id_users_id_fk" FOREIGN KEY ("rater_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ratings" ADD CONSTRAINT "company_ratings_rated_company_id_companies_id_fk" FOREIGN KEY ("rated_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sender_company_id_companies_id_fk" FOREIGN KEY ("sender_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_receiver_company_id_companies_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requirement_invitations_company_idx" ON "requirement_invitations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_ratings_quote_rater_uq" ON "company_ratings" USING btree ("quote_id","rater_company_id");--> statement-breakpoint
CREATE INDEX "company_ratings_rated_idx" ON "company_ratings" USING btree ("rated_company_id");--> statement-breakpoint
CREATE INDEX "quotes_receiver_idx" ON "quotes" USING btree ("receiver_company_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_sender_idx" ON "quotes" USING btree ("sender_company_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_requirement_idx" ON "quotes" USING btree ("requirement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_pending_per_requirement_uq" ON "quotes" USING btree ("requirement_id","sender_company_id") WHERE status = 'pending' and requirement_id is not null;--> statement-breakpoint
CREATE INDEX "requirements_open_end_idx" ON "requirements" USING btree ("end_date") WHERE status = 'opened';--> statement-breakpoint
-- Required certifications move from names to ids in the certifications list (the names column is dropped in 0014).
UPDATE "requirements" r SET "certification_ids" = coalesce((SELECT array_agg(c.id ORDER BY c.id) FROM "certifications" c WHERE c.name = ANY(r."certifications")), '{}');--> statement-breakpoint
UPDATE "requirements" SET "covered_at" = "updated_at" WHERE "status" = 'covered';
