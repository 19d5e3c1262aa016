CREATE TYPE "public"."membership_request_status" AS ENUM('pending', 'contacted', 'activated', 'closed');--> statement-breakpoint
CREATE TYPE "public"."event_category" AS ENUM('robots', 'machinery', 'spare_parts', 'other');--> statement-breakpoint
CREATE TYPE "public"."event_registration_status" AS ENUM('registered', 'waitlisted', 'offered', 'cancelled', 'offer_expired');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('draft', 'published', 'cancelled');--> statement-breakpoint
CREATE TABLE "membership_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"plan" "membership_plan" NOT NULL,
	"status" "membership_request_status" DEFAULT 'pending' NOT NULL,
	"form" jsonb,
	"admin_note" text,
	"membership_id" uuid,
	"handled_by_user_id" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "event_registration_status" NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"check_in_code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"brief_description" text NOT NULL,
	"detailed_description" text NOT NULL,
	"category" "event_category" NOT NULL,
	"status" "event_status" DEFAULT 'published' NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"online_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'America/Mexico_City' NOT NULL,
	"venue" text,
	"address" text,
	"city" text,
	"state" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"capacity" integer NOT NULL,
	"image_file_id" uuid,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sponsors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_requests_status_idx" ON "membership_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_requests_open_uq" ON "membership_requests" USING btree ("company_id","plan") WHERE "membership_requests"."status" in ('pending', 'contacted');--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_user_uq" ON "event_registrations" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_code_uq" ON "event_registrations" USING btree ("check_in_code");--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_registrations_offer_idx" ON "event_registrations" USING btree ("status","offer_expires_at");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
-- products_services.beyond_free_limit: whether an item is past the company's oldest 3 (FREE_CATALOGUE_LIMIT of
-- packages/shared). Items past it are hidden, not deleted, while the company has no Platinum rights
-- (docs/decisions/032). Statement triggers with transition tables: a bulk insert recomputes each company once.
CREATE OR REPLACE FUNCTION nexo_sync_catalogue_free_limit() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE products_services p
     SET beyond_free_limit = r.rn > 3
    FROM (SELECT x.id, row_number() OVER (PARTITION BY x.company_id ORDER BY x.created_at, x.id) AS rn
            FROM products_services x
           WHERE x.company_id IN (SELECT DISTINCT company_id FROM changed_rows)) r
   WHERE p.id = r.id AND p.beyond_free_limit IS DISTINCT FROM (r.rn > 3);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_services_free_limit_ins AFTER INSERT ON products_services
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION nexo_sync_catalogue_free_limit();
--> statement-breakpoint
CREATE TRIGGER products_services_free_limit_del AFTER DELETE ON products_services
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION nexo_sync_catalogue_free_limit();
--> statement-breakpoint
UPDATE products_services p
   SET beyond_free_limit = r.rn > 3
  FROM (SELECT x.id, row_number() OVER (PARTITION BY x.company_id ORDER BY x.created_at, x.id) AS rn FROM products_services x) r
 WHERE p.id = r.id AND p.beyond_free_limit IS DISTINCT FROM (r.rn > 3);
