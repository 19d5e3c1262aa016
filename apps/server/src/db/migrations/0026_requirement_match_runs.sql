CREATE TABLE "requirement_match_runs" (
	"requirement_id" uuid PRIMARY KEY NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requirement_match_runs" ADD CONSTRAINT "requirement_match_runs_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Requirements matched before this table existed are those with notices.
INSERT INTO "requirement_match_runs" ("requirement_id", "matched_at")
SELECT "requirement_id", min("created_at") FROM "requirement_match_notices" GROUP BY "requirement_id";
