import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unscopedListOutbox } from '../../platform/mail.js';
import { escapeHtml } from '../../plugins/web/html.js';

/**
 * Outside production: every mail the app sent, newest first, as a page and as JSON (for tests);
 * and how many background jobs are due, so a script can wait for the work a start queued.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/jobs.json', { schema: { hide: true } }, async () => ({ due: await app.ctx.jobs.dueCount() }));

  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => ({
    emails: await unscopedListOutbox(app.ctx.db),
  }));

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await unscopedListOutbox(app.ctx.db);
    const rows = emails
      .map(
        (
          e,
        ) => `<article><header><strong>${escapeHtml(e.subject)}</strong><span>to ${escapeHtml(e.to)} · ${e.createdAt.toISOString()} · ${e.status}</span></header>
<div class="body">${e.html ?? `<pre>${escapeHtml(e.text)}</pre>`}</div></article>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#212529}article{border:1px solid #dee2e6;border-radius:8px;margin:12px 0}
header{display:flex;flex-direction:column;gap:2px;padding:10px 14px;background:#f8f9fa;border-bottom:1px solid #dee2e6}header span{font-size:13px;color:#868e96}.body{padding:4px 14px}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the app sent (${emails.length}). Not available in production.</p>${rows || '<p>No mail yet.</p>'}</body></html>`);
  });
};
