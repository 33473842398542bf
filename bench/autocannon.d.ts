// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Result {
      requests: { total: number; average: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: Record<string, unknown>): Promise<autocannon.Result> & {
    on(event: 'response', listener: (...args: never[]) => void): void;
  };
  export default autocannon;
}
