import type { Language } from '@kehribar/contracts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import { MESSAGES, say } from '../../platform/messages.ts';

const link = (base: string, route: string, token: string, email: string) =>
  `${base}/${route}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

export function confirmationMail(o: {
  to: string;
  firstName: string;
  token: string;
  baseUrl: string;
  language: Language;
}): OutgoingMail {
  const url = link(o.baseUrl, 'account/confirmemail', o.token, o.to);
  return {
    to: o.to,
    subject: say(MESSAGES.mailConfirmSubject, o.language),
    ...renderMail(
      {
        heading: say(MESSAGES.mailConfirmHeading, o.language, { firstName: o.firstName }),
        paragraphs: [say(MESSAGES.mailConfirmBody, o.language)],
        action: { label: say(MESSAGES.mailConfirmAction, o.language), url },
        footer: say(MESSAGES.mailConfirmFooter, o.language),
      },
      o.language,
    ),
  };
}

export function passwordResetMail(o: {
  to: string;
  firstName: string;
  token: string;
  baseUrl: string;
  language: Language;
}): OutgoingMail {
  const url = link(o.baseUrl, 'account/resetpassword', o.token, o.to);
  return {
    to: o.to,
    subject: say(MESSAGES.mailResetSubject, o.language),
    ...renderMail(
      {
        heading: say(MESSAGES.mailResetHeading, o.language),
        paragraphs: [
          say(MESSAGES.mailResetHello, o.language, { firstName: o.firstName }),
          say(MESSAGES.mailResetBody, o.language),
        ],
        action: { label: say(MESSAGES.mailResetAction, o.language), url },
        footer: say(MESSAGES.mailResetFooter, o.language),
      },
      o.language,
    ),
  };
}
