-- Full-text search (spec: accent- and case-insensitive, typo tolerant) needs these two contrib extensions.
-- PGlite loads them through its `extensions` option; on a PostgreSQL server they come from contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
