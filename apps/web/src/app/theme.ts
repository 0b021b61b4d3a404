import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { contrastRatio, TEXT_LUMINANCE_THRESHOLD, textColorOn } from '@trust/shared';

/** Ten shades around a brand colour (index 6 is the colour itself), mixed towards white and black. */
export function brandShades(hex: string): MantineColorsTuple {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mix = (target: number, amount: number) =>
    `#${rgb
      .map((c) =>
        Math.round(c + (target - c) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  return [
    mix(255, 0.92),
    mix(255, 0.8),
    mix(255, 0.64),
    mix(255, 0.46),
    mix(255, 0.3),
    mix(255, 0.14),
    hex,
    mix(0, 0.12),
    mix(0, 0.24),
    mix(0, 0.36),
  ];
}

/**
 * The hover shade of filled brand buttons that keeps their text readable: the darker one for white
 * text, the lighter one for black text (a mid-tone brand colour with black text would otherwise
 * fall below 4.5:1 when darkened).
 */
export function readableHover(primaryColor: string): string {
  const shades = brandShades(primaryColor);
  const text = textColorOn(primaryColor).color;
  return [shades[7], shades[5]].find((shade) => contrastRatio(shade, text) >= 4.5) ?? primaryColor;
}

export function portalTheme(primaryColor: string) {
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: brandShades(primaryColor) },
    // Text on brand-filled buttons and bars is white or black, whichever reaches 4.5:1 on the colour.
    autoContrast: true,
    luminanceThreshold: TEXT_LUMINANCE_THRESHOLD,
    fontFamily:
      '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    headings: { fontWeight: '650' },
    cursorType: 'pointer',
    // People who ask their system for less motion get dialogs, menus and skeletons without animation.
    respectReducedMotion: true,
    // Every dialog's close button is named, for screen readers and voice control.
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      // The show-password button is reachable by keyboard, named, and says whether it is on.
      PasswordInput: {
        defaultProps: {
          visibilityToggleFocusable: true,
          visibilityToggleButtonProps: { 'aria-label': 'Show password' },
        },
      },
    },
  });
}

/**
 * The brand colour, darkened until it reads as link text (4.5:1) on gray-1: darker than the page
 * and than the faint brand tint of a highlighted item, so links read on both.
 */
export function linkColor(primaryColor: string): string {
  const rgb = [1, 3, 5].map((i) => parseInt(primaryColor.slice(i, i + 2), 16));
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const hex = `#${rgb
      .map((c) =>
        Math.round(c * (1 - amount))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrastRatio(hex, '#f1f3f5') >= 4.5) return hex;
  }
  return '#000000';
}

/** Palette colours whose text on their own light tint (light badges, light buttons) needs darkening; warm hues more. */
const COOL_COLORS = ['gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green'];
const WARM_COLORS = ['lime', 'yellow', 'orange'];

/**
 * Text that reaches 4.5:1: secondary ('dimmed') text one shade darker than Mantine's default,
 * links in the brand colour darkened as far as it needs, and the text of light variants (badges
 * such as 'Private' or 'In Progress') darker than the palette's darkest shade.
 */
export const accessibleVariables =
  (primaryColor: string): CSSVariablesResolver =>
  () => ({
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      // Error messages under fields: red-9 reads at 4.5:1 on white (the default red-6 does not).
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      '--mantine-color-anchor': linkColor(primaryColor),
      '--mantine-color-brand-filled-hover': readableHover(primaryColor),
      '--mantine-primary-color-filled-hover': readableHover(primaryColor),
      ...Object.fromEntries(
        [...COOL_COLORS.map((c) => [c, 25] as const), ...WARM_COLORS.map((c) => [c, 45] as const)].map(
          ([c, black]) => [
            `--mantine-color-${c}-light-color`,
            `color-mix(in srgb, var(--mantine-color-${c}-9), black ${black}%)`,
          ],
        ),
      ),
      // Outline variants draw their text in the outline colour.
      ...Object.fromEntries(
        [...COOL_COLORS, ...WARM_COLORS].map((c) => [
          `--mantine-color-${c}-outline`,
          `color-mix(in srgb, var(--mantine-color-${c}-9), black 25%)`,
        ]),
      ),
    },
    dark: {},
  });
