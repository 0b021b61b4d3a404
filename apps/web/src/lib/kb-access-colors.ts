import type { KbAccessLevel } from '@trust/shared';

/** One colour per knowledge-base access level, the same for visitors and staff. */
export const ACCESS_COLORS: Record<KbAccessLevel, string> = {
  public: 'teal',
  private: 'blue',
  internal: 'grape',
};
