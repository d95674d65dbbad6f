import { CreditCard } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import type { CardBrand } from './card-rules.ts';
import styles from './payment.module.css';

/**
 * The card's brand mark beside its number: Visa, Mastercard, Troy (and Amex), else a plain card
 * (storefront.md §9). Drawn here as small SVG cards, no downloaded artwork.
 */
const CARD = { width: 40, height: 26, viewBox: '0 0 46 30' } as const;
const Frame = () => <rect x="0.5" y="0.5" width="45" height="29" rx="4" fill="#fff" stroke="#ddd2c0" />;

function Mark({ brand }: { brand: CardBrand }) {
  switch (brand) {
    case 'visa':
      return (
        <svg {...CARD} aria-hidden="true">
          <Frame />
          <text
            x="23"
            y="19.6"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="12.5"
            fontWeight="900"
            fontStyle="italic"
            fill="#1a1f71"
          >
            VISA
          </text>
          <path d="M9 22.4h5.2" stroke="#f7b600" strokeWidth="1.2" />
        </svg>
      );
    case 'mastercard':
      return (
        <svg {...CARD} aria-hidden="true">
          <Frame />
          <circle cx="18.5" cy="15" r="7.5" fill="#eb001b" />
          <circle cx="27.5" cy="15" r="7.5" fill="#f79e1b" />
          <path d="M23 9a7.5 7.5 0 0 1 0 12 7.5 7.5 0 0 1 0-12z" fill="#ff5f00" />
        </svg>
      );
    case 'troy':
      return (
        <svg {...CARD} aria-hidden="true">
          <Frame />
          <text
            x="21"
            y="19.2"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="12"
            fontWeight="700"
            fill="#0b3b46"
          >
            troy
          </text>
          <circle cx="35.6" cy="10.2" r="2.1" fill="#00a3ad" />
          <path d="M33.8 13.6 36.6 19.8" stroke="#00a3ad" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      );
    case 'amex':
      return (
        <svg {...CARD} aria-hidden="true">
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
        </svg>
      );
    default:
      return <CreditCard size={22} strokeWidth={1.4} aria-hidden="true" />;
  }
}

export function CardBrandMark({ brand }: { brand: CardBrand }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.brand}
      data-brand={brand}
      data-testid="card-brand"
      title={t(`checkout.card.brand.${brand}`)}
    >
      <Mark brand={brand} />
      <span className="visually-hidden">{t(`checkout.card.brand.${brand}`)}</span>
    </span>
  );
}
