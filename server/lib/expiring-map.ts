/**
 * A map whose entries expire after their own number of seconds and which keeps at most `capacity`
 * of them, the oldest set leaving first (a Map keeps insertion order; setting a key again moves it
 * to the end). Per process: for what each instance may learn on its own and forget without harm.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { expiresAt: number; value: V }>();

  constructor(private readonly capacity: number) {}

  /** The value, if it was set and has not expired by `now`; an expired entry is dropped. */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, seconds: number, now = Date.now()) {
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: now + seconds * 1000, value });
    while (this.entries.size > this.capacity)
      this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops the entry if it still holds `value` (not one set since). */
  deleteIf(key: string, value: V) {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}
