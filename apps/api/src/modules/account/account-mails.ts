import type { Language } from '@kehribar/contracts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';

const link = (base: string, route: string, token: string, email: string) =>
  `${base}/${route}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

export function confirmationMail(o: { to: string; firstName: string; token: string; baseUrl: string; language: Language }): OutgoingMail {
  const en = o.language === 'en-EN';
  const url = link(o.baseUrl, 'account/confirmemail', o.token, o.to);
  const subject = en ? 'Confirm your Kehribar membership' : 'Kehribar üyeliğinizi doğrulayın';
  return {
    to: o.to,
    subject,
    ...renderMail(
      {
        heading: en ? `Welcome, ${o.firstName}` : `Hoş geldiniz, ${o.firstName}`,
        paragraphs: [
          en
            ? 'Thank you for joining Kehribar. Please confirm your e-mail address to complete your membership.'
            : "Kehribar'a katıldığınız için teşekkür ederiz. Üyeliğinizi tamamlamak için lütfen e-posta adresinizi doğrulayın.",
        ],
        action: { label: en ? 'Confirm my e-mail' : 'E-postamı doğrula', url },
        footer: en ? 'The link is valid for 48 hours.' : 'Bağlantı 48 saat geçerlidir.',
      },
      o.language,
    ),
  };
}

export function passwordResetMail(o: { to: string; firstName: string; token: string; baseUrl: string; language: Language }): OutgoingMail {
  const en = o.language === 'en-EN';
  const url = link(o.baseUrl, 'account/resetpassword', o.token, o.to);
  return {
    to: o.to,
    subject: en ? 'Reset your Kehribar password' : 'Kehribar şifrenizi sıfırlayın',
    ...renderMail(
      {
        heading: en ? 'Password reset' : 'Şifre sıfırlama',
        paragraphs: [
          en ? `Hello ${o.firstName},` : `Merhaba ${o.firstName},`,
          en
            ? 'We received a request to reset your password. Choose a new one with the button below.'
            : 'Şifrenizi sıfırlamak için bir talep aldık. Aşağıdaki düğmeyle yeni bir şifre belirleyebilirsiniz.',
        ],
        action: { label: en ? 'Choose a new password' : 'Yeni şifre belirle', url },
        footer: en
          ? 'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail.'
          : 'Bağlantı bir kez kullanılabilir ve 1 saat içinde geçersiz olur. Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın.',
      },
      o.language,
    ),
  };
}
