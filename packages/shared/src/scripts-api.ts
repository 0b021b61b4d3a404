import { z } from 'zod';
import { COOKIE_BANNER_TYPES, COOKIE_CONSENT_CATEGORIES } from './customization.js';
import { cookieBannerSchema } from './customization-api.js';
import { normaliseScriptUrl, SCRIPT_CATEGORIES, SCRIPT_MESSAGES, type ScriptId } from './scripts.js';

/** The schemas of the customization's scripts; their labels, messages and planning are in scripts.ts. */
const httpsUrl = z
  .string()
  .trim()
  .max(2000)
  .transform(normaliseScriptUrl)
  .pipe(z.url({ protocol: /^https$/, error: SCRIPT_MESSAGES.httpsOnly }));
const id = (pattern: RegExp) => z.string().trim().max(100).regex(pattern, SCRIPT_MESSAGES.idInvalid);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

/** What staff may save (Settings, Scripts and cookies); the stored shape is `scriptsSchema`. */
export const scriptsSettingsSchema = z
  .object({
    hubspot: optional(z.object({ src: httpsUrl })),
    google_ua: optional(id(/^UA-\d{4,10}-\d{1,4}$/i)),
    gtag: optional(id(/^(G|AW|DC)-[A-Z0-9]{4,20}$/i)),
    gtm: optional(id(/^GTM-[A-Z0-9]{4,12}$/i)),
    intercom: optional(z.object({ id: id(/^[a-z0-9]{4,20}$/i) })),
    cookie_banner: cookieBannerSchema.extend({
      cbid: optional(id(/^[A-Za-z0-9-]{3,64}$/)),
      gtm_id: optional(id(/^GTM-[A-Z0-9]{4,12}$/i)),
      cookie_domain: optional(z.string().trim().max(253)),
      tenant_name: optional(z.string().trim().max(100)),
      cookie_script_path: optional(httpsUrl),
    }),
  })
  .superRefine((s, ctx) => {
    const banner = s.cookie_banner;
    if (!banner.show || !banner.type) return;
    if (['cookiebot', 'onetrust', 'hubspot'].includes(banner.type) && !banner.cbid)
      ctx.addIssue({
        code: 'custom',
        path: ['cookie_banner', 'cbid'],
        message: SCRIPT_MESSAGES.bannerNeedsId,
      });
    if (['dropbox', 'paypal'].includes(banner.type) && !banner.cookie_script_path)
      ctx.addIssue({
        code: 'custom',
        path: ['cookie_banner', 'cookie_script_path'],
        message: SCRIPT_MESSAGES.bannerNeedsScript,
      });
  });
export type ScriptsSettings = z.input<typeof scriptsSettingsSchema>;

/** One tag to add to the page once its category is consented to. */
export const scriptTagSchema = z.object({
  id: z.enum(Object.keys(SCRIPT_CATEGORIES) as [ScriptId, ...ScriptId[]]),
  category: z.enum(COOKIE_CONSENT_CATEGORIES),
  src: z.string(),
  attributes: z.record(z.string(), z.string()),
  /** The global set up before the script runs: Google's data layer, or Intercom's settings. */
  setup: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('gtag'), id: z.string() }),
    z.object({ kind: z.literal('gtm'), id: z.string() }),
    z.object({ kind: z.literal('intercom'), appId: z.string() }),
    z.object({ kind: z.literal('none') }),
  ]),
});
export type ScriptTag = z.infer<typeof scriptTagSchema>;

export const scriptPlanSchema = z.object({
  tags: z.array(scriptTagSchema),
  /** The built-in banner, a provider's banner script, or none (and then nothing optional loads). */
  banner: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('builtin') }),
    z.object({
      kind: z.literal('provider'),
      type: z.enum(COOKIE_BANNER_TYPES),
      src: z.string(),
      attributes: z.record(z.string(), z.string()),
    }),
    z.object({ kind: z.literal('none') }),
  ]),
  showDeclaration: z.boolean(),
});
export type ScriptPlan = z.infer<typeof scriptPlanSchema>;
