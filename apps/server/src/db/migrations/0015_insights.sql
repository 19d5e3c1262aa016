CREATE TYPE "public"."insight_category" AS ENUM('nearshoring', 'quality', 'trade', 'supply_chain', 'technology', 'events');--> statement-breakpoint
CREATE TYPE "public"."insight_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "insight_comment_blocks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"blocked_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" "insight_category" NOT NULL,
	"status" "insight_status" DEFAULT 'draft' NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"title_en" text,
	"summary_en" text,
	"body_en" text,
	"title_es" text,
	"summary_es" text,
	"body_es" text,
	"author_name" text NOT NULL,
	"author_user_id" uuid,
	"attachment_file_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_posts_has_language" CHECK (("insight_posts"."title_en" is not null and "insight_posts"."body_en" is not null) or ("insight_posts"."title_es" is not null and "insight_posts"."body_es" is not null))
);
--> statement-breakpoint
CREATE TABLE "insight_ratings" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_ratings_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "insight_ratings_score_range" CHECK ("insight_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "insight_comment_blocks" ADD CONSTRAINT "insight_comment_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_comment_blocks" ADD CONSTRAINT "insight_comment_blocks_blocked_by_user_id_users_id_fk" FOREIGN KEY ("blocked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_comments" ADD CONSTRAINT "insight_comments_post_id_insight_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."insight_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_comments" ADD CONSTRAINT "insight_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_comments" ADD CONSTRAINT "insight_comments_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_posts" ADD CONSTRAINT "insight_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_posts" ADD CONSTRAINT "insight_posts_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_ratings" ADD CONSTRAINT "insight_ratings_post_id_insight_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."insight_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_ratings" ADD CONSTRAINT "insight_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_comments_post_created_idx" ON "insight_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "insight_posts_published_idx" ON "insight_posts" USING btree ("published_at") WHERE status = 'published';