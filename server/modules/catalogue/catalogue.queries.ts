import { sql, type SQL } from 'drizzle-orm';
import { SESSION_MINUTES } from '@contract/appointments';
import { SERVICE_IDS } from '@contract/services';
import { SPECIALTIES } from '@contract/specialties';
import type { Db } from '../../db/client';
import { profiles, sessionTypes } from '../../db/schema';

/** The one row of aggregates: counts and numerics, as the driver returns them (text or null). */
export type CatalogueRow = Record<string, number | string | null>;

/** The column that says whether a healer practises the vocabulary's term `index`. */
const termColumn = (index: number) => sql.identifier(`term_${index}`);

/** Whether any of the healer's practised terms belongs to the service. */
const offersService = (serviceId: string): SQL => {
  const terms = SPECIALTIES.flatMap((term, index) => (term.serviceId === serviceId ? [index] : []));
  return sql`(${sql.join(
    terms.map((index) => termColumn(index)),
    sql` or `,
  )})`;
};

/**
 * Every service's offer and every specialty's count in one statement: one pass over the healers
 * the directory lists (not suspended, bookable: decision 043), each with the price and lengths of what they book (their active session types, or
 * the default session at their consultation fee) and which terms of the vocabulary their entries
 * belong to (stored per healer); then one aggregate per service and per term.
 */
export async function readCatalogue(db: Db): Promise<CatalogueRow> {
  // The terms each healer's entries belong to are stored (migration 0030, decision 078).
  const terms = SPECIALTIES.map(
    (term, index) => sql`(${term.label} = any(h.terms)) as ${termColumn(index)}`,
  );
  const columns: SQL[] = [];
  for (const id of SERVICE_IDS) {
    const offers = offersService(id);
    columns.push(
      sql`count(*) filter (where ${offers}) as ${sql.identifier(`s${id}_n`)}`,
      sql`min(from_price) filter (where ${offers}) as ${sql.identifier(`s${id}_price`)}`,
      sql`min(min_minutes) filter (where ${offers}) as ${sql.identifier(`s${id}_min`)}`,
      sql`max(max_minutes) filter (where ${offers}) as ${sql.identifier(`s${id}_max`)}`,
    );
  }
  SPECIALTIES.forEach((_term, index) =>
    columns.push(
      sql`count(*) filter (where ${termColumn(index)}) as ${sql.identifier(`t${index}_n`)}`,
    ),
  );
  const result = await db.execute<CatalogueRow>(sql`
    with healers as materialized (
      select p.specialty_terms as terms, p.user_id, p.consultation_fee
        from ${profiles} p
       where p.role = 'healer' and p.suspended_at is null and p.bookable
    ),
    offers as materialized (
      select ${sql.join(terms, sql`, `)},
             coalesce(t.min_price, h.consultation_fee) as from_price,
             coalesce(t.min_minutes, ${SESSION_MINUTES}) as min_minutes,
             coalesce(t.max_minutes, ${SESSION_MINUTES}) as max_minutes
        from healers h
        left join (
          select st.healer_id,
                 min(st.price) as min_price,
                 min(st.duration_minutes) as min_minutes,
                 max(st.duration_minutes) as max_minutes
            from ${sessionTypes} st
           where st.is_active
           group by st.healer_id
        ) t on t.healer_id = h.user_id
    )
    select ${sql.join(columns, sql`, `)} from offers
  `);
  return result.rows[0] ?? {};
}
