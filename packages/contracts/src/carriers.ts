/** Shipping carriers: names and tracking pages, without zod (the order schemas are in order.ts). */

export const CARRIERS = ['yurtici', 'aras', 'mng', 'ptt', 'custom'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  yurtici: 'Yurtiçi Kargo',
  aras: 'Aras Kargo',
  mng: 'MNG Kargo',
  ptt: 'PTT Kargo',
  custom: 'Kargo',
};

const TRACKING_URLS: Record<Exclude<Carrier, 'custom'>, string> = {
  yurtici: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}',
  aras: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}',
  mng: 'https://kargotakip.mngkargo.com.tr/?takipNo={code}',
  ptt: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q={code}',
};

/** The carrier's public tracking page for a code; a custom carrier uses the URL the admin gave. */
export function trackingUrlFor(carrier: Carrier, code: string, customUrl?: string | null): string | null {
  if (carrier === 'custom') return customUrl ?? null;
  return TRACKING_URLS[carrier].replace('{code}', encodeURIComponent(code));
}
