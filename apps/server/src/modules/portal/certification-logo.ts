import {
  AUDIT_FIRMS,
  CERTIFICATION_MARKS,
  type AuditFirm,
  type ItemType,
  type LogoVariant,
} from '@trust/shared';
import { escapeXml } from '../../platform/xml.js';

const FONT = 'font-family="Arial, Helvetica, sans-serif" font-weight="700" text-anchor="middle"';

/** Short labels ('SOC 2', 'PCI DSS') on one line; longer ones ('ISO 27001') on two. */
function labelLines(label: string, top: number): string {
  const oneLine = label.length <= 7;
  const [first = '', ...rest] = oneLine ? [label] : label.split(' ');
  const second = rest.join(' ');
  const size = first.length > 5 ? (oneLine ? 18 : 17) : 22;
  if (!second)
    return `<text x="60" y="${top + 10}" ${FONT} font-size="${size}" fill="#fff">${escapeXml(first)}</text>`;
  return `<text x="60" y="${top}" ${FONT} font-size="${size}" fill="#fff">${escapeXml(first)}</text>
<text x="60" y="${top + 20}" ${FONT} font-size="15" fill="#fff">${escapeXml(second)}</text>`;
}

/**
 * The built-in logo of a certification type: a round mark in the type's colour, and for a firm
 * variant the firm's ring and a ribbon with its name. Null when the type has no mark.
 */
export function certificationLogoSvg(type: ItemType, variant: LogoVariant): string | null {
  const mark = CERTIFICATION_MARKS[type];
  if (!mark) return null;
  const open = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">';
  if (variant === 'standard') {
    return `${open}
<circle cx="60" cy="60" r="56" fill="#fff" stroke="${mark.color}" stroke-width="6"/>
<circle cx="60" cy="60" r="46" fill="${mark.color}"/>
${labelLines(mark.label, 58)}
</svg>`;
  }
  const firm: AuditFirm = AUDIT_FIRMS[variant];
  const ribbon = (firm.short ?? firm.name).toUpperCase();
  const firmSize = ribbon.length > 9 ? 10 : ribbon.length > 6 ? 12 : 13;
  return `${open}
<circle cx="60" cy="60" r="56" fill="#fff" stroke="${firm.color}" stroke-width="6"/>
<circle cx="60" cy="60" r="46" fill="${mark.color}"/>
${labelLines(mark.label, 50)}
<rect x="6" y="80" width="108" height="22" rx="4" fill="${firm.color}" stroke="#fff" stroke-width="2"/>
<text x="60" y="${95 - (13 - firmSize) / 2}" ${FONT} font-size="${firmSize}" fill="#fff">${escapeXml(ribbon)}</text>
</svg>`;
}
