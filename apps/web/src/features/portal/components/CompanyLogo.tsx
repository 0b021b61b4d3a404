import { Avatar, type AvatarProps } from '@mantine/core';

interface CompanyLogoProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  company: { name: string; logoUrl: string | null };
  /** How many letters of the name stand in while there is no logo. */
  initials?: number;
}

/** A company's logo (decorative: its name is written beside it), loaded as it nears the viewport. */
export function CompanyLogo({ company, initials = 2, ...avatar }: CompanyLogoProps) {
  return (
    <Avatar src={company.logoUrl} alt="" imageProps={{ loading: 'lazy' }} {...avatar}>
      {company.name.slice(0, initials)}
    </Avatar>
  );
}
