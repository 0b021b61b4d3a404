import type { KbAccessLevel } from '@trust/shared';

/** One colour per access level, the same in every staff list. */
export const ACCESS_COLORS: Record<KbAccessLevel, string> = {
  public: 'teal',
  private: 'blue',
  internal: 'grape',
};
