import type { Language } from '@kehribar/contracts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import { MESSAGES, say } from '../../platform/messages.ts';

/** The last message to an erased customer's address: what was removed, what is kept and why. */
export function erasureMail(o: {
  to: string;
  firstName: string;
  language: Language;
  summary: string[];
}): OutgoingMail {
  const date = new Date().toLocaleDateString(o.language === 'en-EN' ? 'en-GB' : 'tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'long',
  });
  return {
    to: o.to,
    subject: say(MESSAGES.eraseMailSubject, o.language),
    ...renderMail(
      {
        heading: say(MESSAGES.eraseMailHeading, o.language),
        paragraphs: [say(MESSAGES.eraseMailBody, o.language, { name: o.firstName, date }), ...o.summary],
      },
      o.language,
    ),
  };
}
