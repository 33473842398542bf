import { z } from 'zod';
import { SERVICE_IDS } from './services';
import { safeString } from './strings';

/**
 * One service as the practitioners' data make it (decision 061): how many listed practitioners
 * offer it (their specialties belong to it), the lowest of their session fees ("from $X") and
 * the shortest and longest of their sessions. Nulls when nobody offers it.
 */
export const ServiceOfferSchema = z
  .object({
    service_id: z.enum(SERVICE_IDS),
    practitioners: z.number().int(),
    from_price: z.number().nullable(),
    min_minutes: z.number().int().nullable(),
    max_minutes: z.number().int().nullable(),
  })
  .meta({ id: 'ServiceOffer' });
export type ServiceOffer = z.infer<typeof ServiceOfferSchema>;

/** How many listed practitioners a term of the specialty vocabulary has. */
export const SpecialtyCountSchema = z
  .object({ label: safeString(), practitioners: z.number().int() })
  .meta({ id: 'SpecialtyCount' });

/** GET /api/services: every service's offer and every specialty's count, in catalogue order. */
export const CatalogueSchema = z
  .object({ services: z.array(ServiceOfferSchema), specialties: z.array(SpecialtyCountSchema) })
  .meta({ id: 'Catalogue' });
export type Catalogue = z.infer<typeof CatalogueSchema>;
