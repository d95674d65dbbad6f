import { intlLocale, type ConsentSource, type Language } from '@kehribar/contracts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import { MESSAGES, say } from '../../platform/messages.ts';

const SOURCE_WORDS = {
  newsletter: MESSAGES.consentSourceNewsletter,
  account: MESSAGES.consentSourceAccount,
  checkout: MESSAGES.consentSourceCheckout,
} as const;

/** Where a marketing mail's reader unsubscribes: the storefront's page and the API's one-click address. */
export interface UnsubscribeLinks {
  /** The storefront page, for a person (one button, no sign-in). */
  page: string;
  /** The API address a mail client POSTs to (RFC 8058 one-click). */
  oneClick: string;
  /** A mailbox someone reads, when the shop has one (config UNSUBSCRIBE_MAILTO). */
  mailto?: string;
}

/**
 * The headers every marketing mail carries (RFC 2369 List-Unsubscribe, RFC 8058 one-click): the mail
 * client offers its own unsubscribe button and POSTs to the one-click address.
 */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  const targets = [`<${links.oneClick}>`];
  if (links.mailto) targets.push(`<mailto:${links.mailto}?subject=unsubscribe>`);
  return {
    'List-Unsubscribe': targets.join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The mail a new subscriber gets: what they signed up for, when and where, and the way out. */
export function welcomeMail(o: {
  to: string;
  source: ConsentSource;
  consentedAt: Date;
  baseUrl: string;
  links: UnsubscribeLinks;
  language: Language;
}): OutgoingMail {
  const date = new Intl.DateTimeFormat(intlLocale(o.language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(o.consentedAt);
  return {
    to: o.to,
    subject: say(MESSAGES.mailWelcomeSubject, o.language),
    headers: unsubscribeHeaders(o.links),
    ...renderMail(
      {
        heading: say(MESSAGES.mailWelcomeHeading, o.language),
        paragraphs: [
          say(MESSAGES.mailWelcomeBody, o.language, { email: o.to }),
          say(MESSAGES.mailWelcomeRecord, o.language, {
            date,
            source: say(SOURCE_WORDS[o.source], o.language),
          }),
        ],
        action: { label: say(MESSAGES.mailWelcomeAction, o.language), url: `${o.baseUrl}/` },
        footer: say(MESSAGES.mailWelcomeFooter, o.language),
        unsubscribe: { label: say(MESSAGES.mailUnsubscribeLink, o.language), url: o.links.page },
      },
      o.language,
    ),
  };
}
