/**
 * The catalogue's words for staff, roles and the audit log (docs/decisions/030-staff-roles-and-audit-log.md),
 * spread into MESSAGES (messages.ts).
 */
export const STAFF_MESSAGES = {
  ownerOnly: {
    tr: 'Bu işlemi yalnızca mağaza sahibi yapabilir.',
    en: 'Only the shop owner can do this.',
  },
  staffAlreadyMember: {
    tr: '{email} zaten yönetim ekibinde.',
    en: '{email} is already a member of the back-office team.',
  },
  staffNotFound: {
    tr: 'Bu kişi yönetim ekibinde değil.',
    en: 'This person is not a member of the back-office team.',
  },
  staffNotSelf: {
    tr: 'Kendi rolünüzü değiştiremez ya da kendi yetkinizi kaldıramazsınız.',
    en: 'You cannot change your own role or revoke your own access.',
  },
  staffLastOwner: {
    tr: 'Mağazanın en az bir sahibi olmalı; son sahibin rolü değiştirilemez.',
    en: 'The shop needs at least one owner; the last owner’s role cannot be changed.',
  },
  mailInviteSubject: {
    tr: 'Kehribar yönetim paneline davetlisiniz',
    en: 'You are invited to the Kehribar back office',
  },
  mailInviteHeading: { tr: 'Merhaba {firstName},', en: 'Hello {firstName},' },
  mailInviteBody: {
    tr: '{inviter} sizi Kehribar yönetim paneline {role} olarak ekledi. Aşağıdaki bağlantıdan şifrenizi belirleyin, ardından {email} adresiyle giriş yapın.',
    en: '{inviter} added you to the Kehribar back office as {role}. Set your password with the link below, then sign in with {email}.',
  },
  mailInviteExisting: {
    tr: 'Mevcut şifrenizle de giriş yapabilirsiniz; bağlantı yalnızca yeni bir şifre belirlemek isterseniz gerekir.',
    en: 'You can also sign in with your current password; the link is needed only if you want to set a new one.',
  },
  mailInviteAction: { tr: 'Şifremi belirle', en: 'Set my password' },
  mailInviteFooter: {
    tr: 'Bağlantı {days} gün geçerlidir ve bir kez kullanılabilir. Bu daveti beklemiyorsanız bu e-postayı yok sayın.',
    en: 'The link is valid for {days} days and can be used once. If you did not expect this invitation, ignore this e-mail.',
  },
  roleOwner: { tr: 'mağaza sahibi', en: 'owner' },
  roleStaff: { tr: 'personel', en: 'staff' },
} as const;
