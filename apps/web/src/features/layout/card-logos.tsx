/**
 * Visa, Mastercard and Troy marks, drawn here as small SVG cards (no downloaded artwork).
 * Decorative beside the text that names them.
 */
const CARD = { width: 46, height: 30, viewBox: '0 0 46 30' } as const;

function Frame() {
  return <rect x="0.5" y="0.5" width="45" height="29" rx="4" fill="#fff" stroke="#ddd2c0" />;
}

export function VisaLogo() {
  return (
    <svg {...CARD} role="img" aria-label="Visa">
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
    </svg>
  );
}

export function MastercardLogo() {
  return (
    <svg {...CARD} role="img" aria-label="Mastercard">
      <Frame />
      <circle cx="18.5" cy="15" r="7.5" fill="#eb001b" />
      <circle cx="27.5" cy="15" r="7.5" fill="#f79e1b" />
      <path d="M23 9a7.5 7.5 0 0 1 0 12 7.5 7.5 0 0 1 0-12z" fill="#ff5f00" />
    </svg>
  );
}

export function TroyLogo() {
  return (
    <svg {...CARD} role="img" aria-label="Troy">
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
    </svg>
  );
}

export function CardLogos({ className, label }: { className?: string; label: string }) {
  return (
    <div className={className} role="group" aria-label={label}>
      <VisaLogo />
      <MastercardLogo />
      <TroyLogo />
    </div>
  );
}
