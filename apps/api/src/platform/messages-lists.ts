/** The catalogue's words for the back office's paged lists (spread into MESSAGES, messages.ts). */
export const LIST_MESSAGES = {
  contactMessageNotFound: { tr: 'İletişim mesajı bulunamadı.', en: 'Contact message not found.' },
} as const;
