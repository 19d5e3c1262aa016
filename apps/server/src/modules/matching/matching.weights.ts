/**
 * Every weight of the match score, in one place (ADR 028). A match scores the points of each part that applies to
 * the requirement, divided by the most it could have scored there, as 0–100: a requirement without preferred
 * certifications or without a location is not scored on them, so its best supplier can still reach 100.
 */
export const MATCH_WEIGHTS = {
  /** Lexical relevance: the share of the requirement's concepts (title, activity, materials, description) the
   * supplier's profile covers, through the same engine as directory search (retrieval.service). */
  lexical: 45,
  /** The supplier is in the requirement's subcategory (full points) or only in its category (`categoryOnly` share). */
  category: 10,
  categoryOnly: 0.6,
  /** Share of the requirement's activity concepts found in the supplier's processes, products or services. */
  processes: 16,
  /** Share of the requirement's materials concepts found in the supplier's materials. */
  materials: 8,
  /** Share of the preferred certifications held (required ones are a hard filter, not points). */
  preferredCertifications: 10,
  /**
   * Nearness: full points within `nearKm`, then halving every `distanceHalfLifeKm` (a declared coverage area no
   * longer counts as near, ADR 050). Larger than validated + freshness + completeness + capacity together, so an
   * equally capable supplier in the buyer's city outranks one a thousand kilometres away.
   */
  distance: 16,
  nearKm: 50,
  distanceHalfLifeKm: 400,
  /**
   * Numbers with units (matching.quantities): share of the requirement's press force, part size and monthly volume
   * that the supplier's declared machinery and capacity reach; applies only when both sides state one.
   */
  capacityFit: 8,
  /**
   * Makers of tooling vs the shops that use it (tooling-relations.tsv): full on the side the requirement asks for,
   * none on the other; `toolingBoth` for a supplier naming both when the user side is asked.
   */
  tooling: 14,
  toolingBoth: 0.7,
  /** Coverage at which a supplier fits without holding one of the activity's or title's trade concepts as such. */
  coreFreeCoverage: 0.3,
  /** Stated production capacity (a number, or a capacity description). */
  capacity: 2,
  /** Validated by the platform. */
  validated: 3,
  /** Profile updated recently: full points within `freshDays`, none after `staleDays`, linear in between. */
  freshness: 2,
  freshDays: 90,
  staleDays: 730,
  /** Profile completeness 0–100 (the same number as search and the dashboard). */
  completeness: 3,
} as const

/**
 * How much a concept counts in the lexical coverage by the part of the requirement it comes from: the activity is
 * the buyer's own statement of the process it needs, the description is free prose.
 */
export const ORIGIN_WEIGHTS = { activity: 2, title: 1, materials: 1, description: 0.5 } as const

/** Suppliers below this lexical coverage and outside the requirement's category are not matches at all. */
export const MIN_MATCH_COVERAGE = 0.2

/**
 * The minimum fit of an eligible supplier (ADR 050): below this score a relevant supplier is left out of the list
 * and counted ("n suppliers left out: fit below the minimum").
 */
export const MIN_MATCH_SCORE = 30

/** How many candidates the database pre-ranks (by coverage and category) before the full score is computed. */
export const CANDIDATE_POOL = 150
/** The pre-rank of a candidate: coverage (0–1) × these points, plus these points in the requirement's category. */
export const POOL_COVERAGE_POINTS = 40
export const POOL_CATEGORY_POINTS = 12

/** Matches returned per list. */
export const MATCH_LIMIT = 20

/** Suppliers of a new requirement that the digest tells about, at most, and the lowest score told. */
export const DIGEST_TOP = 10
export const DIGEST_MIN_SCORE = 45
