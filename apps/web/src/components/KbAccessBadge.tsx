import { Badge, type BadgeProps } from '@mantine/core';
import { KB_ACCESS_LABELS, type KbAccessLevel } from '@trust/shared';

/** One colour per knowledge-base access level, the same for visitors and staff. */
const ACCESS_COLORS: Record<KbAccessLevel, string> = {
  public: 'teal',
  private: 'blue',
  internal: 'grape',
};

/** A knowledge-base entry's access level, labelled and coloured alike wherever it is shown. */
export function KbAccessBadge({ level, ...props }: { level: KbAccessLevel } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge variant="light" color={ACCESS_COLORS[level]} {...props}>
      {KB_ACCESS_LABELS[level]}
    </Badge>
  );
}
