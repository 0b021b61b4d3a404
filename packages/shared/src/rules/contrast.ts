/** WCAG 2.2 contrast (relative luminance of sRGB colours), for the brand colour and the text on it. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export const TEXT_ON_DARK = '#ffffff';
export const TEXT_ON_LIGHT = '#000000';
/** Below this luminance white text reaches 4.5:1 on the colour; above it, black does. */
export const TEXT_LUMINANCE_THRESHOLD = 0.179;

/** The text colour for buttons and bars filled with `background`: whichever of white and black reads better. */
export function textColorOn(background: string): { color: string; ratio: number } {
  const color = relativeLuminance(background) > TEXT_LUMINANCE_THRESHOLD ? TEXT_ON_LIGHT : TEXT_ON_DARK;
  return { color, ratio: contrastRatio(background, color) };
}
