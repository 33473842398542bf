import { and, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  HEALER_TOTAL_CAP,
  MIN_RATING_STEPS,
  PRICE_SLIDER,
  type HealerSort,
} from '@contract/constants';
import { SPECIALTIES, specialtyTerm } from '@contract/specialties';
import type { HealerListQuery } from '@contract/healers';
import type { Db, Executor } from '../../db/client';
import { profiles } from '../../db/schema';
import { tableRows } from '../../db/table-rows';
import type { ProfileRow } from '../profiles/profiles.dto';

/*
 * The directory query. Every filter and sort here has an index (migration
 * 0004_healer_directory_indexes): the expressions below must stay identical to the indexed
 * ones, or PostgreSQL stops using them.
 */

export type HealerFilters = Omit<HealerListQuery, 'sort' | 'limit' | 'cursor'>;

/** Where a page ended: its sort, the last row's sort value (null when it has none) and user id. */
export interface HealerPosition {
  s: HealerSort;
  v: number | null;
  u: string;
}

interface SortSpec {
  column: AnyPgColumn;
  direction: 'asc' | 'desc';
  /** Rows without a value sort last in either direction. */
  nullable: boolean;
  valueOf(row: ProfileRow): number | null;
  /** The cursor's number as the column's value (a timestamp is kept as epoch milliseconds). */
  fromCursor?(value: number): unknown;
}

const SORTS: Record<HealerSort, SortSpec> = {
  // By rank, not average: a healer without reviews ranks as a typical one (decision 043).
  rating: {
    column: profiles.ratingRank,
    direction: 'desc',
    nullable: false,
    valueOf: (row) => row.ratingRank,
  },
  fee_asc: {
    column: profiles.consultationFee,
    direction: 'asc',
    nullable: true,
    valueOf: (row) => row.consultationFee,
  },
  fee_desc: {
    column: profiles.consultationFee,
    direction: 'desc',
    nullable: true,
    valueOf: (row) => row.consultationFee,
  },
  experience: {
    column: profiles.experienceYears,
    direction: 'desc',
    nullable: true,
    valueOf: (row) => row.experienceYears,
  },
  // The stored next free time (decision 065); healers with none within their horizon last.
  soonest: {
    column: profiles.nextAvailableAt,
    direction: 'asc',
    nullable: true,
    // In whole minutes (cursor numbers are 32-bit): slot starts are whole minutes.
    valueOf: (row) =>
      row.nextAvailableAt ? Math.floor(row.nextAvailableAt.getTime() / 60_000) : null,
    fromCursor: (value) => new Date(value * 60_000),
  },
};

/** "Available this week": a free start within the next 7 days. */
export const AVAILABLE_WITHIN_DAYS = 7;

/** Name, specialties and bio as one text (the trigram-indexed `healer_search_text`). */
const searchText = sql`healer_search_text(${profiles.usrName}, ${profiles.specialties}, ${profiles.bio})`;
/**
 * The same words as a weighted full-text vector (migration 0025, GIN-indexed): not in the
 * Drizzle schema, so no profile select reads it.
 */
const searchVector = sql`${profiles}.search_vector`;
const specialtiesText = sql`healer_tags_text(${profiles.specialties})`;

/** `%`, `_` and `\` are LIKE syntax; escaped, the user's text matches only itself. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The bands never overlap (decision 060): under 5, 5 to 9, 10 or more. */
function experienceBand(band: NonNullable<HealerFilters['experience']>): SQL | undefined {
  if (band === '0-5') return lt(profiles.experienceYears, 5);
  if (band === '5-10')
    return and(gte(profiles.experienceYears, 5), lt(profiles.experienceYears, 10));
  return gte(profiles.experienceYears, 10);
}

/** Every character but letters, digits and spaces escaped: the text matches only itself. */
const regexLiteral = (text: string) => text.replace(/[^\p{L}\p{N} ]/gu, '\\$&');

/**
 * A healer's specialty terms (decision 078), lower-cased languages, categories, consultation
 * modes and the rating steps their average reaches (decision 086), each as `kind:value`, in one
 * GIN-indexed array (migrations 0032 and 0034, decision 083): several tag filters are answered by
 * one index scan. Not in the Drizzle schema, so no profile select reads it.
 */
const directoryTags = sql`${profiles}.directory_tags`;
type TagKind = 'specialty' | 'language' | 'category' | 'mode' | 'rating';

/**
 * A minimum rating the filter offers is a tag too (`rating:4`, decision 086), so the index answers
 * it with the others; any other value is compared row by row.
 */
const ratingStep = (minRating: number | undefined) =>
  MIN_RATING_STEPS.find((step) => step === minRating);

/** Healers with any of these values of one kind (by the index). */
function hasTag(kind: TagKind, values: readonly string[]): SQL | undefined {
  if (!values.length) return undefined;
  return sql`${directoryTags} && ${textArray(values.map((value) => `${kind}:${value}`))}`;
}

/**
 * Healers with a specialty entry containing the text, for a `specialty` value outside the
 * vocabulary (a link from before it): one case-insensitive regular expression, read per row.
 */
function hasSpecialtyText(values: readonly string[]): SQL | undefined {
  if (!values.length) return undefined;
  const alternatives = values.map((value) => regexLiteral(value.trim().toLowerCase()));
  return sql`${specialtiesText} ~* ${`(${alternatives.join('|')})`}`;
}

/**
 * The Specialty filter (decision 060): a vocabulary term finds every healer whose own entries
 * belong to it ("Couples Therapy" is Therapist) through the stored terms; any other value
 * matches the entries' text. Either kind matches.
 */
function hasSpecialty(values: readonly string[]): SQL | undefined {
  const terms = values.map(specialtyTerm);
  const labels = terms.flatMap((term) => (term ? [term.label] : []));
  const others = values.filter((_, index) => !terms[index]);
  const conditions = [hasTag('specialty', labels), hasSpecialtyText(others)].filter(
    (condition): condition is SQL => condition !== undefined,
  );
  return conditions.length > 1 ? or(...conditions) : conditions[0];
}

/** Who offers a service: the healers of every vocabulary term that belongs to it. */
const offersService = (serviceId: string) =>
  hasTag(
    'specialty',
    SPECIALTIES.filter((term) => term.serviceId === serviceId).map((term) => term.label),
  ) ?? sql`false`;

/**
 * A healer anyone may find and book: not suspended by an admin (decision 036), not leaving or
 * gone (decision 053).
 */
export const listed = and(
  // Written into the text, not a parameter: the healers' partial indexes match it, and a generic
  // plan of a prepared statement (decision 082) can then use them.
  sql`${profiles.role} = 'healer'`,
  isNull(profiles.suspendedAt),
  isNull(profiles.deletionDueAt),
  isNull(profiles.deletedAt),
);

/**
 * The directory lists bookable healers only (decision 043): the profiles trigger keeps the flag,
 * and the rating sort's index is partial on it.
 */
const bookable = sql`${profiles.bookable}`;

/** A word of letters and digits only: the text-search parser keeps it whole as one lexeme. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * `q`'s condition (decision 071). Each whitespace-separated term must appear:
 * - a word of letters and digits matches a word of the name, a specialty or the bio that
 *   starts with it (`therap` finds "Therapist"), through the full-text vector's GIN index. The
 *   words are joined into one `to_tsquery` as `word:* & word:*`; being letters and digits only,
 *   they carry no tsquery syntax.
 * - any other term (`O'Brien`, `100%`, `c++`) matches as plain text anywhere, as before:
 *   ILIKE on the trigram-indexed text, its `%`, `_` and `\` escaped.
 */
export function textSearchSql(q: string | undefined): SQL[] {
  const terms = q ? q.split(/\s+/).filter(Boolean) : [];
  const words = terms.filter((term) => PLAIN_WORD.test(term));
  const others = terms.filter((term) => !PLAIN_WORD.test(term));
  return [
    ...(words.length
      ? [
          sql`${searchVector} @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`,
        ]
      : []),
    ...others.map((term) => sql`${searchText} ilike ${likePattern(term)}`),
  ];
}

interface FilterConditions {
  tags: SQL[];
  values: SQL[];
}

/**
 * Each search's conditions, built once: a first page asks whether a tag filter applies, then
 * builds one or two statements from the same query object.
 */
const conditionsOf = new WeakMap<HealerFilters, FilterConditions>();

/**
 * Every given filter's condition (not the listing itself), in one pass, sorted in two:
 * - `tags`, matched through a GIN index (the words of `q`, specialty, service, language,
 *   category, mode, a minimum rating the filter offers): the planner cannot tell how many healers
 *   they match (decision 079);
 * - `values`, on single columns (fee, an off-step rating, experience, verified, the next free
 *   time).
 */
function filterConditions(filters: HealerFilters): FilterConditions {
  let conditions = conditionsOf.get(filters);
  if (!conditions) conditionsOf.set(filters, (conditions = buildFilterConditions(filters)));
  return conditions;
}

function buildFilterConditions(filters: HealerFilters): FilterConditions {
  const tags: Array<SQL | undefined> = [...textSearchSql(filters.q)];
  const values: Array<SQL | undefined> = [];
  const specialties = filters.specialty?.filter(Boolean) ?? [];
  if (specialties.length) tags.push(hasSpecialty(specialties));
  if (filters.service) tags.push(offersService(filters.service));
  const languages = filters.language?.filter(Boolean) ?? [];
  tags.push(
    hasTag(
      'language',
      languages.map((language) => language.toLowerCase()),
    ),
    hasTag('category', filters.category ?? []),
    hasTag('mode', filters.mode ?? []),
  );
  if (filters.minRating !== undefined) {
    const step = ratingStep(filters.minRating);
    if (step !== undefined) tags.push(hasTag('rating', [String(step)]));
    else values.push(gte(profiles.ratingAverage, filters.minRating));
  }
  if (filters.minFee !== undefined && filters.minFee > PRICE_SLIDER.min)
    values.push(gte(profiles.consultationFee, filters.minFee));
  // The slider's top end means "and above".
  if (filters.maxFee !== undefined && filters.maxFee < PRICE_SLIDER.max)
    values.push(lte(profiles.consultationFee, filters.maxFee));
  if (filters.experience) values.push(experienceBand(filters.experience));
  if (filters.verified) values.push(eq(profiles.verified, true));
  if (filters.availableThisWeek)
    values.push(
      sql`${profiles.nextAvailableAt} < now() + make_interval(days => ${AVAILABLE_WITHIN_DAYS})`,
    );
  const given = (condition: SQL | undefined): condition is SQL => condition !== undefined;
  return { tags: tags.filter(given), values: values.filter(given) };
}

/** Whether a word or tag filter applies (decision 079: the first page is found differently). */
export const hasTagFilter = (filters: HealerFilters) => filterConditions(filters).tags.length > 0;

const allFilterConditions = (filters: HealerFilters) => {
  const { tags, values } = filterConditions(filters);
  return [...tags, ...values];
};

/** The WHERE clause: listed, bookable healers only, every given filter applied. */
export function healerFilterSql(filters: HealerFilters): SQL | undefined {
  return and(listed, bookable, ...allFilterConditions(filters));
}

/**
 * A whole number written into the statement's text, not sent as a parameter: a generic plan of a
 * prepared statement (decision 082) with `limit $1` expects a tenth of the rows to be read, and may
 * then sort every match where it should walk an index.
 */
const inlined = (count: number) => sql.raw(String(Math.trunc(count)));
/** The same for Drizzle's `.limit()`, which writes an SQL value given to it as it is. */
const inlinedLimit = (count: number) => inlined(count) as unknown as number;

/** Rows strictly after the cursor in the sort's order (value, then user id; nulls last). */
function afterCursor(spec: SortSpec, cursor: HealerPosition): SQL | undefined {
  const beyond = spec.direction === 'asc' ? gt : lt;
  if (cursor.v === null) return and(isNull(spec.column), beyond(profiles.userId, cursor.u));
  const value = spec.fromCursor ? spec.fromCursor(cursor.v) : cursor.v;
  return or(
    beyond(spec.column, value),
    and(eq(spec.column, value), beyond(profiles.userId, cursor.u)),
    spec.nullable ? isNull(spec.column) : undefined,
  );
}

function orderBy(spec: SortSpec): [SQL, SQL] {
  const direction = sql.raw(spec.direction);
  return [sql`${spec.column} ${direction} nulls last`, sql`${profiles.userId} ${direction}`];
}

/** One page (plus one row, to know whether another page follows). Unexecuted, so it can be EXPLAINed. */
export function healerPageQuery(db: Db, query: HealerListQuery, cursor?: HealerPosition) {
  const spec = SORTS[query.sort];
  return db
    .select()
    .from(profiles)
    .where(and(healerFilterSql(query), cursor ? afterCursor(spec, cursor) : undefined))
    .orderBy(...orderBy(spec))
    .limit(inlinedLimit(query.limit + 1));
}

const profileRows = tableRows(profiles);

/** A statement's rows as profile rows; a row whose profile columns are null (a left join) is none. */
export const readProfileRows = (rows: Array<Record<string, unknown>>): ProfileRow[] =>
  rows.flatMap((row) => (row.id === null ? [] : [profileRows.read(row)]));

/**
 * The first `walked` listed healers in the sort's order, filtered, up to a page and one row: the
 * sort's index walked (a bounded LIMIT, so the planner walks it), a few hundred rows where gathering
 * every match of a broad search and sorting them reads thousands. Named as the table, so the
 * filters' column references read its rows. Alone, it is the first page of a search known to match
 * more than the cap (decision 085), not counted; too few rows means the walk was too short, as for
 * `healerFirstPageQuery`.
 */
export function healerWalkedPageQuery(
  query: HealerListQuery,
  walked: number,
  only: SQL = sql`true`,
): SQL {
  const spec = SORTS[query.sort];
  const order = sql.join(orderBy(spec), sql`, `);
  return sql`select * from (
      select * from ${profiles} where ${listed} and ${bookable} order by ${order} limit ${inlined(walked)}
    ) as ${profiles}
    where ${only} and ${and(...allFilterConditions(query)) ?? sql`true`}
    order by ${order} limit ${inlined(query.limit + 1)}`;
}

/**
 * A first page with a word or tag filter and its total, in one statement (decision 079). The
 * matches' ids and sort values are read once, up to one past the cap, and counted. When they are
 * no more than the cap, the page is theirs, its rows fetched by id. When there are more, the page
 * comes from `healerWalkedPageQuery`. The planner would gather every match and sort them, because it cannot
 * tell how many healers match (the profiles table holds patients too: on the benchmark's data it
 * expects a tenth of them).
 *
 * Always one row at least, with `total`; its profile columns are null when no row is found. Fewer
 * rows than a page's with more than the cap matching means the walk was too short (the matches lie
 * further along the order, as cheap healers do for the dearest first): the caller asks
 * `healerPageQuery` then.
 */
export function healerFirstPageQuery(query: HealerListQuery, walked: number): SQL {
  const spec = SORTS[query.sort];
  const direction = sql.raw(spec.direction);
  const order = sql.join(orderBy(spec), sql`, `);
  return sql`with matches as (
      select ${profiles.id}, ${spec.column} as sort_value, ${profiles.userId} as sort_user
      from ${profiles} where ${healerFilterSql(query)} limit ${inlined(HEALER_TOTAL_CAP + 1)}
    )
    select counted.total, ${profileRows.selectList}
    from (select count(*)::int as total from matches) as counted
    left join lateral (
      (select ${profiles}.* from (
          select id from matches where counted.total <= ${inlined(HEALER_TOTAL_CAP)}
          order by sort_value ${direction} nulls last, sort_user ${direction} limit ${inlined(query.limit + 1)}
        ) as page join ${profiles} using (id))
      union all
      (${healerWalkedPageQuery(query, walked, sql`counted.total > ${inlined(HEALER_TOTAL_CAP)}`)})
    ) as ${profiles} on true
    order by ${order}`;
}

/**
 * Counts matches up to one past the cap: a broad search then costs the same as a narrow one,
 * and the directory says "1000+" instead of an exact figure nobody reads.
 */
export function healerCountQuery(db: Db, filters: HealerFilters) {
  const matches = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(healerFilterSql(filters))
    .limit(inlinedLimit(HEALER_TOTAL_CAP + 1))
    .as('matches');
  return db.select({ total: sql<number>`count(*)::int`.as('total') }).from(matches);
}

/** Where `row` stands in `sort`'s order: the position a next page starts after. */
export const healerPosition = (sort: HealerSort, row: ProfileRow): HealerPosition => ({
  s: sort,
  v: SORTS[sort].valueOf(row),
  u: row.userId,
});

export async function findHealer(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), listed));
  return row;
}
