import { PLAN_LIMITS, type CreatePlanTemplateFields } from '@contract/plans';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { toTemplate } from './plans.dto';
import { countTemplates, insertTemplate } from './plans.queries';

/** A healer keeps a template to start plans from (at most PLAN_LIMITS.templatesPerHealer). */
export async function createTemplate(db: Db, healerId: string, fields: CreatePlanTemplateFields) {
  return db.transaction(async (tx) => {
    // One healer's saves in turn, so two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan-templates:${healerId}`}))`);
    if ((await countTemplates(tx, healerId)) >= PLAN_LIMITS.templatesPerHealer)
      throw conflict(
        `You can keep at most ${PLAN_LIMITS.templatesPerHealer} templates`,
        'too_many_templates',
      );
    return toTemplate(await insertTemplate(tx, { healerId, ...fields }));
  });
}
