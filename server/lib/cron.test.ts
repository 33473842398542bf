import { describe, expect, it } from 'vitest';
import { cronEveryMinutes } from './cron';

describe('cronEveryMinutes', () => {
  it('turns intervals that divide an hour or a day into cron patterns', () => {
    expect(cronEveryMinutes(1)).toBe('*/1 * * * *');
    expect(cronEveryMinutes(15)).toBe('*/15 * * * *');
    expect(cronEveryMinutes(60)).toBe('0 * * * *');
    expect(cronEveryMinutes(120)).toBe('0 */2 * * *');
    expect(cronEveryMinutes(720)).toBe('0 */12 * * *');
    expect(cronEveryMinutes(1440)).toBe('0 0 * * *');
  });

  it('has no pattern for intervals cron cannot keep evenly', () => {
    for (const minutes of [0, 7, 45, 90, 100, 300, 2880, 1.5])
      expect(cronEveryMinutes(minutes), String(minutes)).toBeUndefined();
  });
});
