import type { BackOfficeRole, Language } from '@kehribar/contracts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import { MESSAGES, say, translate } from '../../platform/messages.ts';

/**
 * The invitation: a set-password link of the reset-password flow (account/resetpassword), valid for
 * `days` days instead of the shopper's one hour (docs/decisions/030-staff-roles-and-audit-log.md).
 */
export function invitationMail(o: {
  to: string;
  firstName: string;
  inviter: string;
  role: BackOfficeRole;
  token: string;
  days: number;
  existingAccount: boolean;
  baseUrl: string;
  language: Language;
}): OutgoingMail {
  const url = `${o.baseUrl}/account/resetpassword?token=${encodeURIComponent(o.token)}&email=${encodeURIComponent(o.to)}`;
  const role = translate(o.role === 'Owner' ? MESSAGES.roleOwner : MESSAGES.roleStaff, o.language);
  return {
    to: o.to,
    subject: say(MESSAGES.mailInviteSubject, o.language),
    ...renderMail(
      {
        heading: say(MESSAGES.mailInviteHeading, o.language, { firstName: o.firstName }),
        paragraphs: [
          say(MESSAGES.mailInviteBody, o.language, { inviter: o.inviter, role, email: o.to }),
          ...(o.existingAccount ? [say(MESSAGES.mailInviteExisting, o.language)] : []),
        ],
        action: { label: say(MESSAGES.mailInviteAction, o.language), url },
        footer: say(MESSAGES.mailInviteFooter, o.language, { days: o.days }),
      },
      o.language,
    ),
  };
}
