/**
 * The card brands' marks (Visa, Mastercard, Troy, Amex), drawn here as small SVG cards: no downloaded
 * artwork. The footer shows them as the accepted cards; checkout shows one beside the card number.
 */
export type CardMarkBrand = 'visa' | 'mastercard' | 'troy' | 'amex';

const SIZES = {
  normal: { width: 46, height: 30 },
  small: { width: 40, height: 26 },
} as const;

function Frame() {
  return <rect x="0.5" y="0.5" width="45" height="29" rx="4" fill="#fff" stroke="#ddd2c0" />;
}

function Drawing({ brand }: { brand: CardMarkBrand }) {
  switch (brand) {
    case 'visa':
      return (
        <>
          <Frame />
          <text
            x="23"
            y="19.6"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="12.5"
            fontWeight="900"
            fontStyle="italic"
            letterSpacing="0.3"
            fill="#1a1f71"
          >
            VISA
          </text>
          <path d="M9 22.4h5.2" stroke="#f7b600" strokeWidth="1.2" />
        </>
      );
    case 'mastercard':
      return (
        <>
          <Frame />
          <circle cx="18.5" cy="15" r="7.5" fill="#eb001b" />
          <circle cx="27.5" cy="15" r="7.5" fill="#f79e1b" />
          <path d="M23 9a7.5 7.5 0 0 1 0 12 7.5 7.5 0 0 1 0-12z" fill="#ff5f00" />
        </>
      );
    case 'troy':
      return (
        <>
          <Frame />
          <text
            x="21"
            y="19.2"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="12"
            fontWeight="700"
            letterSpacing="-0.2"
            fill="#0b3b46"
          >
            troy
          </text>
          <circle cx="35.6" cy="10.2" r="2.1" fill="#00a3ad" />
          <path d="M33.8 13.6 36.6 19.8" stroke="#00a3ad" strokeWidth="1.6" strokeLinecap="round" />
        </>
      );
    case 'amex':
      return (
        <>
          <rect x="0.5" y="0.5" width="45" height="29" rx="4" fill="#1f72cd" />
          <text
            x="23"
            y="18.8"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="9"
            fontWeight="800"
            fill="#fff"
          >
            AMEX
          </text>
        </>
      );
  }
}

/** One brand's mark: an image named `label`, or decorative (aria-hidden) beside text that names it. */
export function CardMark({
  brand,
  size = 'normal',
  label,
}: {
  brand: CardMarkBrand;
  size?: keyof typeof SIZES;
  label?: string;
}) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg {...SIZES[size]} viewBox="0 0 46 30" {...a11y}>
      <Drawing brand={brand} />
    </svg>
  );
}

/** The cards the shop takes, as a labelled group of marks. */
export function CardLogos({ className, label }: { className?: string; label: string }) {
  return (
    <div className={className} role="group" aria-label={label}>
      <CardMark brand="visa" label="Visa" />
      <CardMark brand="mastercard" label="Mastercard" />
      <CardMark brand="troy" label="Troy" />
    </div>
  );
}
