import { dateIn } from '@/lib/zoned-date';

/**
 * A day and start chosen on a profile (`date`: YYYY-MM-DD in the viewer's zone, `time`: the ISO
 * instant of a start on that day); anything malformed is ignored and the patient picks.
 */
export function initialSlotFrom(params: URLSearchParams, zone: string) {
  const date = params.get('date');
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    return undefined;
  const time = params.get('time');
  const valid = time && !Number.isNaN(Date.parse(time)) && dateIn(zone, time) === date;
  return { date, time: valid ? new Date(time).toISOString() : undefined };
}
