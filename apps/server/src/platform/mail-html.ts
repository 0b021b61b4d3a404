import { escapeHtml } from '../plugins/web/html.js';

/**
 * The HTML twin of a plain-text mail: escaped paragraphs, optional trusted HTML (already
 * sanitised markdown), and an optional button link.
 */
export function mailHtml(
  paragraphs: string[],
  link?: { href: string; label: string },
  options: { bodyHtml?: string; footer?: string[] } = {},
) {
  const text = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  const footer = options.footer?.length
    ? `<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0 12px"><div style="font-size:12px;color:#868e96">${options.footer.join('<br>')}</div>`
    : '';
  return `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212529">${text}${options.bodyHtml ?? ''}${button}${footer}</div>`;
}
