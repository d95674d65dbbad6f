import { describe, expect, it } from 'vitest';
import { adminText, type Translate } from '../i18n/use-admin-text.ts';
import { carrierName } from './carriers.ts';

const trT: Translate = (key, values) => adminText('tr-TR', key, values);
const enT: Translate = (key, values) => adminText('en-EN', key, values);

describe('a carrier in the back office', () => {
  it('reads by its name, never by its stored code', () => {
    expect(carrierName('yurtici', trT)).toBe('Yurtiçi Kargo');
    expect(carrierName('ptt', enT)).toBe('PTT Kargo');
  });

  it("reads as 'other' for the shop's own carrier, a code it no longer knows, or none", () => {
    expect(carrierName('custom', trT)).toBe('Diğer');
    expect(carrierName('ups', trT)).toBe('Diğer');
    expect(carrierName(null, enT)).toBe(enT('orders.carrier.custom'));
    expect(carrierName('ups', enT)).not.toContain('ups');
  });
});
