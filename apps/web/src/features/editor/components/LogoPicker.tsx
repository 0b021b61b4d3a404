import { Group, Image, Select, Text } from '@mantine/core';
import { certificationLogoPath, logoVariantLabel, logoVariantsFor, resolveLogoVariant } from '@trust/shared';
import '@mantine/core/styles/Combobox.css';

const AUTOMATIC = 'automatic';

interface LogoPickerProps {
  type: string;
  auditor: string;
  /** '' follows the auditor. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The certification's built-in logo: 'Automatic' shows the auditor's variant when the auditor is a
 * firm the catalogue knows, else the standard mark; or the editor picks one. A preview shows the
 * logo visitors will see.
 */
export function LogoPicker({ type, auditor, value, onChange, error }: LogoPickerProps) {
  const variants = logoVariantsFor(type);
  if (variants.length === 0) return null;
  const shown = resolveLogoVariant(type, auditor, value)!;
  const data = [
    { value: AUTOMATIC, label: `Automatic (${logoVariantLabel(type, resolveLogoVariant(type, auditor, null)!)})` },
    ...variants.map((variant) => ({ value: variant, label: logoVariantLabel(type, variant) })),
  ];
  return (
    <Group gap="md" align="flex-end" wrap="nowrap">
      <Image src={certificationLogoPath(type, shown)} w={56} h={56} alt={`${logoVariantLabel(type, shown)} logo`} data-testid="logo-preview" data-variant={shown} />
      <Select
        label="Logo"
        description={<Text span inherit>The mark visitors see on the certifications card.</Text>}
        data={data}
        value={value || AUTOMATIC}
        onChange={(v) => onChange(!v || v === AUTOMATIC ? '' : v)}
        allowDeselect={false}
        error={error}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
