export const UPDATE_CATEGORIES = [
  'compliance',
  'vulnerabilities',
  'incidents',
  'subprocessors',
  'general',
] as const;
export type UpdateCategory = (typeof UPDATE_CATEGORIES)[number];
export const UPDATE_CATEGORY_LABELS: Record<UpdateCategory, string> = {
  compliance: 'Compliance',
  vulnerabilities: 'Vulnerabilities',
  incidents: 'Incidents',
  subprocessors: 'Subprocessors',
  general: 'General',
};
export const UPDATE_AUDIENCES = ['public', 'private'] as const;
export const UPDATE_CHANNELS = ['email', 'status_page'] as const;
export const UPDATE_TYPES = ['topic', 'ad_hoc'] as const;

/** Topics per page on the Trust Center Updates card, and the age under which the bar shows. */
export const UPDATE_TOPICS_PER_PAGE = 5;
export const NOTIFICATION_BAR_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const TCU_SCROLL_OFFSET_PX = 200;

/** The spec's 'N update(s) published', in proper English (issue 16: no '1 update(s)'). */
export const updatesCountText = (n: number) =>
  n === 0
    ? 'No updates published'
    : n === 1
      ? '1 update published'
      : `${n.toLocaleString('en')} updates published`;
