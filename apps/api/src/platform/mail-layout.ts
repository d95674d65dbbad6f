import type { Language } from '@kehribar/contracts';
import { MESSAGES, translate } from './messages.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  /** Marketing mail's way out, under the card (docs/decisions/026-marketing-consent-and-privacy-notice.md). */
  unsubscribe?: { label: string; url: string };
}

/** The shop's e-mail frame: a calm HTML version and the same words as plain text. */
export function renderMail(content: MailContent, language: Language): { html: string; text: string } {
  const signature = translate(MESSAGES.mailSignature, language);
  const action = content.action
    ? `<p style="margin:28px 0"><a href="${escape(content.action.url)}" style="background:#b8741a;color:#fff;padding:12px 22px;border-radius:4px;text-decoration:none;font-weight:600">${escape(content.action.label)}</a></p>
       <p style="font-size:12px;color:#6b6158">${escape(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language === 'en-EN' ? 'en' : 'tr'}"><body style="margin:0;background:#faf6ef;font-family:Helvetica,Arial,sans-serif;color:#2b2622">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #eadfce;border-radius:6px">
<tr><td style="padding:28px 32px 8px;font-family:Georgia,serif;font-size:26px;letter-spacing:2px;color:#b8741a">KEHRİBAR</td></tr>
<tr><td style="padding:8px 32px 28px;font-size:15px;line-height:1.6">
<h1 style="font-family:Georgia,serif;font-weight:400;font-size:22px">${escape(content.heading)}</h1>
${content.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${action}
${content.footer ? `<p style="font-size:13px;color:#6b6158">${escape(content.footer)}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:#8a7f74">${escape(signature)}</p>
${content.unsubscribe ? `<p style="font-size:12px"><a href="${escape(content.unsubscribe.url)}" style="color:#6b6158">${escape(content.unsubscribe.label)}</a></p>` : ''}
</td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer ? [content.footer, ''] : []),
    '--',
    signature,
    ...(content.unsubscribe ? ['', `${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
  ].join('\n');
  return { html, text };
}
