/**
 * A cron pattern (UTC) that matches every `minutes` minutes, for the intervals cron can express
 * evenly: a divisor of an hour (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60) or a whole number of
 * hours dividing a day (120, 180, 240, 360, 480, 720, 1440). Undefined for any other interval.
 */
export function cronEveryMinutes(minutes: number): string | undefined {
  if (!Number.isInteger(minutes) || minutes < 1) return undefined;
  if (minutes < 60 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  if (minutes === 60) return '0 * * * *';
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours < 24 && 24 % hours === 0) return `0 */${hours} * * *`;
  if (minutes === 24 * 60) return '0 0 * * *';
  return undefined;
}
