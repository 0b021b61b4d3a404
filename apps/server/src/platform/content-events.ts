/**
 * Tells in-process caches that an organisation's content changed. Every write path goes through
 * `markContentChanged` (modules/portal), which bumps the stored revision and then emits here.
 */
export class ContentEvents {
  private readonly listeners = new Set<(orgId: string) => void>();

  subscribe(listener: (orgId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(orgId: string): void {
    for (const listener of this.listeners) listener(orgId);
  }
}
