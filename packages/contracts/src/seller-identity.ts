/**
 * The seller's identity that law 6563 asks a shop to show (docs/decisions/029-seller-identity.md): trade
 * name, MERSİS number, address, KEP address, phone and e-mail. Zod-free rules, so the back office's form
 * and the API check the same way.
 */
export interface SellerIdentity {
  tradeName: string;
  mersisNo: string;
  address: string;
  kepAddress: string;
  phone: string;
  email: string;
}

/** MERSİS numbers are 16 digits; spaces typed for readability are dropped. */
export const MERSIS_PATTERN = /^\d{16}$/;
export const normaliseMersis = (value: string) => value.replace(/\s+/g, '');

/** A KEP address is an e-mail-like address at a KEP provider, whose domains end in `.kep.tr`. */
export const KEP_ADDRESS_PATTERN = /^[^\s@]+@(?:[a-z0-9-]+\.)*kep\.tr$/i;
