/** Progress lines and the run's failures (errors and wrong outcomes, never timings). */
export const failures: string[] = [];

export function fail(message: string) {
  failures.push(message);
  console.error(`✗ ${message}`);
}

export const step = (message: string) => console.log(`▶ ${message}`);
