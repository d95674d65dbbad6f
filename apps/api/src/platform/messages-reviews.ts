/**
 * The catalogue's words for reviews from buyers (docs/decisions/043-reviews-from-buyers.md), spread into
 * MESSAGES (messages.ts).
 */
export const REVIEW_MESSAGES = {
  reviewNotReceived: {
    tr: 'Yalnızca bu ürünü teslim almış müşterilerimiz yorum yazabilir.',
    en: 'Only customers who have received this product can review it.',
  },
  reviewAlreadyModerated: {
    tr: 'Bu ürün için yorumunuz incelendi; artık değiştirilemez.',
    en: 'Your review of this product has been moderated and can no longer be changed.',
  },
  reviewNotFound: { tr: 'Yorum bulunamadı.', en: 'Review not found.' },
} as const;
