import { z } from 'zod';

/** `POST /api/client-errors`: an error the browser met, reported so it reaches the server log. */
export const clientErrorReportSchema = z.object({
  /** What failed: 'render', 'unhandled', or what the code was doing ('Access request failed'). */
  kind: z.string().trim().min(1).max(100),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  componentStack: z.string().max(8000).optional(),
  /** The page's path and query, without the origin. */
  page: z.string().max(2000),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** At most this many reports leave one page load, so a render loop cannot flood the log. */
export const CLIENT_ERROR_REPORTS_PER_PAGE = 10;
