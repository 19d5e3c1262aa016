CREATE TYPE "public"."appointment_status" AS ENUM('pending', 'accepted', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "appointment_availability" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_company_id" uuid NOT NULL,
	"guest_company_id" uuid NOT NULL,
	"booked_by_user_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"host_time_zone" text NOT NULL,
	"status" "appointment_status" DEFAULT 'pending' NOT NULL,
	"matter" text NOT NULL,
	"reason" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_company" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"meeting_url" text NOT NULL,
	"decline_reason" text,
	"cancellation_reason" text,
	"cancelled_by_company_id" uuid,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_ends_after_starts" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_not_self" CHECK ("appointments"."host_company_id" <> "appointments"."guest_company_id")
);
--> statement-breakpoint
DROP INDEX "products_services_listing_idx";--> statement-breakpoint
ALTER TABLE "products_services" ADD COLUMN "beyond_free_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'America/Mexico_City' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "activated_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "reminder_30_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "reminder_7_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "suspended_user_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "appointment_availability" ADD CONSTRAINT "appointment_availability_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_host_company_id_companies_id_fk" FOREIGN KEY ("host_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_guest_company_id_companies_id_fk" FOREIGN KEY ("guest_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_company_id_companies_id_fk" FOREIGN KEY ("cancelled_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_host_starts_idx" ON "appointments" USING btree ("host_company_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_guest_starts_idx" ON "appointments" USING btree ("guest_company_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_host_slot_live_uq" ON "appointments" USING btree ("host_company_id","starts_at") WHERE "appointments"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'accepted' and "appointments"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "memberships_expiry_idx" ON "memberships" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "products_services_listing_idx" ON "products_services" USING btree ("company_id","category_id","created_at","id","beyond_free_limit");