/**
 * Tells in-process caches that an organisation's content changed. Every write path goes through
 * `markContentChanged` (modules/portal), which bumps the stored revision and then emits here.
 * `null` means every organisation: after a lost LISTEN connection a change may have gone unheard.
 */
export class ContentEvents {
  private readonly listeners = new Set<(orgId: string | null) => void>();

  subscribe(listener: (orgId: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(orgId: string): void {
    for (const listener of this.listeners) listener(orgId);
  }

  /** Drops every organisation's cached content. */
  emitAll(): void {
    for (const listener of this.listeners) listener(null);
  }
}
