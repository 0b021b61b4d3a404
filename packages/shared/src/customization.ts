/** Visitor spec section 3, 'Customization' and 'Scripts'. */
export const PUBLIC_ACCESS_LEVELS = ['Full', 'PublicContentOnly', 'Minimal'] as const;
export type PublicAccessLevel = (typeof PUBLIC_ACCESS_LEVELS)[number];

export const CLICK_ACTIONS = ['send_email', 'direct_to_site'] as const;
export const COOKIE_BANNER_TYPES = ['hubspot', 'cookiebot', 'dropbox', 'paypal', 'onetrust'] as const;
export const COOKIE_CONSENT_CATEGORIES = [
  'strictly_necessary',
  'analytics',
  'marketing_and_advertising',
  'social_media_advertising',
  'performance_and_functionality',
] as const;
export const DEFAULT_PORTAL_TITLE = 'Trust Center';

/** The request form's optional fields, by the body key they fill. */
export const OPTIONAL_ACCESS_FIELDS = [
  'jobTitle',
  'pointOfContact',
  'relationship',
  'country',
  'accountMemberRequestProducts',
] as const;
export type OptionalAccessField = (typeof OPTIONAL_ACCESS_FIELDS)[number];

/** Locales the portal writes its dates in, with how each writes one. */
export const DATE_LOCALES = {
  'en-US': 'English (US): November 21, 2026',
  'en-GB': 'English (UK): 21 November 2026',
  'de-DE': 'Deutsch: 21. November 2026',
  'fr-FR': 'Français : 21 novembre 2026',
  'es-ES': 'Español: 21 de noviembre de 2026',
  'it-IT': 'Italiano: 21 novembre 2026',
  'nl-NL': 'Nederlands: 21 november 2026',
  'pt-BR': 'Português (Brasil): 21 de novembro de 2026',
  'sv-SE': 'Svenska: 21 november 2026',
  'pl-PL': 'Polski: 21 listopada 2026',
  'ru-RU': 'Русский: 21 ноября 2026 г.',
  'ja-JP': '日本語: 2026年11月21日',
  'zh-CN': '中文 (简体): 2026年11月21日',
  'ko-KR': '한국어: 2026년 11월 21일',
  'ar-EG': 'العربية: ٢١ نوفمبر ٢٠٢٦',
  'he-IL': 'עברית: 21 בנובמבר 2026',
} as const;
export type DateLocale = keyof typeof DATE_LOCALES;
