import { Avatar } from '@mantine/core';
import { CompanyLogo } from './CompanyLogo';
import { Hint } from '@/components/floating/Hint';
import { COMPANY_LOGO_SIZES } from '@trust/shared';

/** Up to five company logos overlapping (30 px), then '+N' (editor spec section 9). */
export function CompanyLogoStack({ companies }: { companies: { name: string; logoUrl: string | null }[] }) {
  if (companies.length === 0) return null;
  const shown = companies.slice(0, COMPANY_LOGO_SIZES.stacked);
  const more = companies.length - shown.length;
  return (
    <Avatar.Group spacing="xs" aria-label={companies.map((c) => c.name).join(', ')} role="img">
      {shown.map((company) => (
        <CompanyLogo
          key={company.name}
          company={company}
          initials={1}
          size={COMPANY_LOGO_SIZES.row}
          radius="xl"
        />
      ))}
      {more > 0 && (
        <Hint label={`${more} more`}>
          <Avatar size={COMPANY_LOGO_SIZES.row} radius="xl">
            +{more}
          </Avatar>
        </Hint>
      )}
    </Avatar.Group>
  );
}
