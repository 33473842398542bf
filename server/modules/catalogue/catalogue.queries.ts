import { sql, type SQL } from 'drizzle-orm';
import { SESSION_MINUTES } from '@contract/appointments';
import { SERVICE_IDS } from '@contract/services';
import { SPECIALTIES, serviceStems } from '@contract/specialties';
import type { Db } from '../../db/client';
import { profiles, sessionTypes } from '../../db/schema';
import { likePattern } from '../healers/healers.queries';

/** Whether a healer's joined specialties (`tags`) contain any of the stems. */
const matchesAny = (stems: readonly string[]): SQL =>
  sql`(${sql.join(
    stems.map((stem) => sql`tags ilike ${likePattern(stem)}`),
    sql` or `,
  )})`;

export type CatalogueRow = Record<string, number | string | null>;

/**
 * Every service's offer and every specialty's count in one statement: one pass over the listed
 * healers, each with the price and lengths of what they book (their active session types, or
 * the default session at their consultation fee), aggregated per service and per term.
 */
export async function readCatalogue(db: Db): Promise<CatalogueRow> {
  const columns: SQL[] = [];
  SERVICE_IDS.forEach((id) => {
    const offers = matchesAny(serviceStems(id));
    columns.push(
      sql`count(*) filter (where ${offers}) as ${sql.identifier(`s${id}_n`)}`,
      sql`min(from_price) filter (where ${offers}) as ${sql.identifier(`s${id}_price`)}`,
      sql`min(min_minutes) filter (where ${offers}) as ${sql.identifier(`s${id}_min`)}`,
      sql`max(max_minutes) filter (where ${offers}) as ${sql.identifier(`s${id}_max`)}`,
    );
  });
  SPECIALTIES.forEach((term, index) =>
    columns.push(
      sql`count(*) filter (where ${matchesAny(term.stems)}) as ${sql.identifier(`t${index}_n`)}`,
    ),
  );
  const result = await db.execute<CatalogueRow>(sql`
    with offers as (
      select healer_tags_text(p.specialties) as tags,
             coalesce(t.min_price, p.consultation_fee) as from_price,
             coalesce(t.min_minutes, ${SESSION_MINUTES}) as min_minutes,
             coalesce(t.max_minutes, ${SESSION_MINUTES}) as max_minutes
        from ${profiles} p
        left join lateral (
          select min(st.price) as min_price,
                 min(st.duration_minutes) as min_minutes,
                 max(st.duration_minutes) as max_minutes
            from ${sessionTypes} st
           where st.healer_id = p.user_id and st.is_active
        ) t on true
       where p.role = 'healer' and p.suspended_at is null
    )
    select ${sql.join(columns, sql`, `)} from offers
  `);
  return result.rows[0] ?? {};
}
