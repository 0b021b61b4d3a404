/**
 * Tells in-process caches that an organisation's content changed. Every write path goes through
 * `markContentChanged` (modules/portal), which bumps the stored revision and then emits here.
 * `null` means every organisation: after a lost LISTEN connection a change may have gone unheard.
 */
export class ContentEvents {
  private readonly listeners = new Set<(orgId: string | null, local: boolean) => void>();

  /**
   * `local` is true when this instance made the change (once it committed), false when another
   * instance told of it (or of its own change, echoed back by NOTIFY): caches listen to both, work
   * that must happen once per change (a job to queue) only to the first.
   */
  subscribe(listener: (orgId: string | null, local: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(orgId: string, local = false): void {
    for (const listener of this.listeners) listener(orgId, local);
  }

  /** Drops every organisation's cached content. */
  emitAll(): void {
    for (const listener of this.listeners) listener(null, false);
  }
}
