import { useId } from 'react';
import { BeadShape } from './stone-art-beads.tsx';
import { backdropOf, type StoneLook, type StonePalette, type StonePattern } from './stone-palettes.ts';
import styles from './stone-art.module.css';

/** One polished body: its outline and the box the light and the patterns are placed by. */
interface Body {
  d: string;
  cx: number;
  cy: number;
  w: number;
  h: number;
  bottom: number;
}

const BODIES: Record<'drop' | 'cabochon' | 'faceted' | 'raw' | 'slice', Body> = {
  cabochon: {
    d: 'M82 205a118 92 0 1 0 236 0a118 92 0 1 0-236 0Z',
    cx: 200,
    cy: 205,
    w: 118,
    h: 92,
    bottom: 297,
  },
  drop: {
    d: 'M200 78C232 128 288 170 288 232C288 282 248 318 200 318S112 282 112 232C112 170 168 128 200 78Z',
    cx: 200,
    cy: 228,
    w: 88,
    h: 110,
    bottom: 318,
  },
  faceted: {
    d: 'M140 104H260L318 162V250L260 308H140L82 250V162Z',
    cx: 200,
    cy: 206,
    w: 118,
    h: 102,
    bottom: 308,
  },
  raw: {
    d: 'M118 152 178 100 252 110 304 170 290 252 214 302 132 284 94 214Z',
    cx: 200,
    cy: 201,
    w: 105,
    h: 101,
    bottom: 302,
  },
  slice: {
    d: 'M110 170C120 110 200 86 262 104S334 196 312 246 214 322 160 304 100 226 110 170Z',
    cx: 211,
    cy: 205,
    w: 110,
    h: 110,
    bottom: 312,
  },
};

// Fixed "random" spots, as fractions of the body's half-size, so every render draws the same stone.
const BUBBLES = [
  [-0.32, 0.18, 5],
  [0.22, -0.12, 3.5],
  [0.38, 0.34, 2.5],
  [-0.1, 0.48, 3],
  [0.05, 0.12, 2],
  [-0.45, -0.2, 2.2],
] as const;
const FLECKS = [
  [-0.5, -0.1, 3],
  [-0.2, 0.3, 2],
  [0.1, -0.35, 2.6],
  [0.4, 0.1, 3.4],
  [0.25, 0.45, 2],
  [-0.35, 0.5, 2.4],
  [0.55, -0.25, 1.8],
  [-0.05, 0.05, 1.6],
  [0.62, 0.38, 2.2],
] as const;

function Pattern({
  pattern,
  body,
  palette,
  uid,
}: {
  pattern: StonePattern;
  body: Body;
  palette: StonePalette;
  uid: string;
}) {
  const { cx, cy, w, h } = body;
  const at = (fx: number, fy: number) => [cx + fx * w, cy + fy * h] as const;
  switch (pattern) {
    case 'inclusions':
      return (
        <g>
          {BUBBLES.map(([fx, fy, r], i) => {
            const [x, y] = at(fx, fy);
            return (
              <circle
                key={i}
                cx={x}
                cy={y}
                r={r}
                fill={palette.accent ?? palette.light}
                fillOpacity="0.35"
                stroke={palette.light}
                strokeOpacity="0.7"
                strokeWidth="1"
              />
            );
          })}
          <path
            d={`M${cx - 0.15 * w} ${cy + 0.28 * h}q9-7 18-2q-7 3-9 10z`}
            fill={palette.deep}
            fillOpacity="0.55"
          />
        </g>
      );
    case 'veins':
      // The matrix of turquoise: a fine, irregular web, partly soft.
      return (
        <g fill="none" stroke={palette.accent} strokeLinecap="round" strokeLinejoin="round">
          <g strokeOpacity="0.5" strokeWidth="1.6">
            <path d={`M${cx - w} ${cy - 0.2 * h}l28 10 16-12 24 18 30-6 20 22 34-8 26 14 40-4`} />
            <path d={`M${cx - 0.55 * w} ${cy + h}l12-30 22-6 8-26 28-12 6-24 18-10`} />
            <path d={`M${cx + 0.15 * w} ${cy + 0.15 * h}l20 16 30-4 14 24 26 4`} />
            <path d={`M${cx - 0.25 * w} ${cy - h}l10 28-14 22 10 24`} />
          </g>
          <g strokeOpacity="0.28" strokeWidth="4" filter={`url(#${uid}-fine)`}>
            <path d={`M${cx - 0.8 * w} ${cy + 0.4 * h}l30-8 20 14 26-10`} />
            <path d={`M${cx + 0.3 * w} ${cy - 0.6 * h}l18 20 24-6 16 18`} />
          </g>
        </g>
      );
    case 'bands':
      // Concentric bands that drift a little off centre and vary in width, as they grow in nature.
      return (
        <g fill="none">
          {[0.9, 0.8, 0.71, 0.6, 0.52, 0.43, 0.33, 0.25, 0.16, 0.08].map((s, i) => (
            <use
              key={s}
              href={`#${uid}-shape`}
              transform={`translate(${cx + i * 2.2} ${cy + i * 1.4}) scale(${s}) translate(${-cx} ${-cy})`}
              stroke={i % 2 ? palette.light : palette.accent}
              strokeOpacity={i % 2 ? 0.42 : 0.38}
              strokeWidth={[5, 3, 8, 2.5, 6, 3, 4, 2, 5, 2][i]! / s}
            />
          ))}
        </g>
      );
    case 'chatoyant':
      return (
        <g>
          {[-0.7, -0.45, -0.2, 0.05, 0.3, 0.55, 0.8].map((f, i) => (
            <path
              key={f}
              d={`M${cx - w} ${cy + f * h}q${w / 2} -14 ${w} 0t${w} 0`}
              fill="none"
              stroke={i % 2 ? palette.deep : palette.light}
              strokeOpacity="0.32"
              strokeWidth={i % 2 ? 6 : 4}
            />
          ))}
          <rect
            x={cx - w}
            y={cy - 0.16 * h}
            width={2 * w}
            height={0.32 * h}
            fill={`url(#${uid}-band)`}
            transform={`rotate(-8 ${cx} ${cy})`}
            filter={`url(#${uid}-soft)`}
          />
        </g>
      );
    case 'flecks':
      return (
        <g>
          <path
            d={`M${cx - w} ${cy + 0.3 * h}c40-10 70 10 110-6s60-30 130-14`}
            fill="none"
            stroke="#f1ede4"
            strokeOpacity="0.35"
            strokeWidth="5"
            filter={`url(#${uid}-fine)`}
          />
          {FLECKS.map(([fx, fy, r], i) => {
            const [x, y] = at(fx, fy);
            return <circle key={i} cx={x} cy={y} r={r} fill={palette.accent} fillOpacity="0.9" />;
          })}
        </g>
      );
    default:
      return null;
  }
}

function Facets({ body, palette }: { body: Body; palette: StonePalette }) {
  // The table (top face) and the lines from each corner of the girdle to it.
  const outer = [
    [140, 104],
    [260, 104],
    [318, 162],
    [318, 250],
    [260, 308],
    [140, 308],
    [82, 250],
    [82, 162],
  ];
  const inner = outer.map(([x, y]) => [body.cx + (x! - body.cx) * 0.52, body.cy + (y! - body.cy) * 0.52]);
  return (
    <g stroke={palette.light} strokeOpacity="0.45" strokeWidth="1.2">
      {outer.map(([x, y], i) => {
        const next = inner[(i + 1) % inner.length]!;
        return (
          <path
            key={i}
            d={`M${x} ${y}L${inner[i]![0]} ${inner[i]![1]}L${next[0]} ${next[1]}Z`}
            fill={i % 2 ? palette.deep : palette.light}
            fillOpacity={i % 3 === 0 ? 0.28 : 0.14}
          />
        );
      })}
      <path d={`M${inner.map(([x, y]) => `${x} ${y}`).join('L')}Z`} fill={palette.light} fillOpacity="0.18" />
    </g>
  );
}

function PolishedBody({ look, uid }: { look: StoneLook; uid: string }) {
  const body = BODIES[look.shape as keyof typeof BODIES];
  const { palette } = look;
  const { cx, cy, w, h } = body;
  return (
    <>
      <ellipse
        cx={cx}
        cy={body.bottom + 6}
        rx={w * 0.9}
        ry={14}
        fill={palette.translucent ? palette.base : '#3c2814'}
        opacity={palette.translucent ? 0.3 : 0.24}
        filter={`url(#${uid}-soft)`}
      />
      <path id={`${uid}-shape`} d={body.d} fill={`url(#${uid}-body)`} />
      <g clipPath={`url(#${uid}-clip)`}>
        {look.shape === 'faceted' && <Facets body={body} palette={palette} />}
        {look.shape === 'raw' && (
          <g fill={palette.deep} fillOpacity="0.22">
            <path d="M178 100 200 188 304 170 252 110Z" fill={palette.light} fillOpacity="0.18" />
            <path d="M200 188 214 302 290 252 304 170Z" />
            <path d="M94 214 200 188 132 284Z" fillOpacity="0.12" />
          </g>
        )}
        <Pattern pattern={look.pattern} body={body} palette={palette} uid={uid} />
        {palette.translucent && (
          <ellipse
            cx={cx + 0.25 * w}
            cy={cy + 0.45 * h}
            rx={0.55 * w}
            ry={0.35 * h}
            fill={palette.light}
            opacity="0.55"
            filter={`url(#${uid}-soft)`}
          />
        )}
        <ellipse
          cx={cx - 0.38 * w}
          cy={cy - 0.42 * h}
          rx={0.34 * w}
          ry={0.2 * h}
          transform={`rotate(-24 ${cx - 0.38 * w} ${cy - 0.42 * h})`}
          fill="#fff"
          opacity="0.42"
          filter={`url(#${uid}-fine)`}
        />
        <ellipse
          cx={cx - 0.45 * w}
          cy={cy - 0.46 * h}
          rx={0.09 * w}
          ry={0.05 * h}
          transform={`rotate(-24 ${cx - 0.45 * w} ${cy - 0.46 * h})`}
          fill="#fff"
          opacity="0.85"
        />
      </g>
      <path
        d={body.d}
        fill="none"
        stroke={palette.deep}
        strokeOpacity="0.35"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </>
  );
}

export interface StoneArtProps {
  look: StoneLook;
  /** The picture's text alternative; without it the drawing is decorative. */
  label?: string;
  /** cover: fill the box, cropping the edges (default); contain: the whole drawing, the ground extended. */
  fit?: 'cover' | 'contain';
  className?: string;
}

/**
 * A stone drawn in SVG (no downloads): a polished body, a bead strand, prayer beads or a ring, with
 * its light, its surface pattern and a soft shadow on a linen ground. Fills its box (cropped to fit).
 */
export function StoneArt({ look, label, fit = 'cover', className }: StoneArtProps) {
  const uid = `s${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { palette } = look;
  const backdrop = backdropOf(look);
  const polished = look.shape in BODIES;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 400 400"
      preserveAspectRatio={fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet'}
      className={[styles.art, className].filter(Boolean).join(' ')}
      focusable="false"
      {...a11y}
    >
      <defs>
        <radialGradient id={`${uid}-glow`} cx="50%" cy="46%" r="52%">
          <stop offset="0" stopColor={backdrop.glow} stopOpacity="0.85" />
          <stop offset="1" stopColor={backdrop.glow} stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${uid}-body`} cx="36%" cy="30%" r="78%">
          <stop offset="0" stopColor={palette.light} />
          <stop offset="0.52" stopColor={palette.base} />
          <stop offset="1" stopColor={palette.deep} />
        </radialGradient>
        <linearGradient id={`${uid}-band`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.accent ?? palette.light} stopOpacity="0" />
          <stop offset="0.5" stopColor={palette.accent ?? palette.light} stopOpacity="0.75" />
          <stop offset="1" stopColor={palette.accent ?? palette.light} stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${uid}-silver`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f4f4f2" />
          <stop offset="0.45" stopColor="#b9bcbe" />
          <stop offset="1" stopColor="#7d8184" />
        </linearGradient>
        <filter id={`${uid}-soft`} x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation="9" />
        </filter>
        <filter id={`${uid}-fine`} x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation="3" />
        </filter>
        {polished && (
          <clipPath id={`${uid}-clip`}>
            <path d={BODIES[look.shape as keyof typeof BODIES].d} />
          </clipPath>
        )}
      </defs>
      {/* the ground reaches past the drawing, for boxes of another shape (fit: contain) */}
      <rect x="-800" y="-800" width="2000" height="2000" fill={backdrop.ground} />
      <rect width="400" height="400" fill={`url(#${uid}-glow)`} />
      {polished ? <PolishedBody look={look} uid={uid} /> : <BeadShape look={look} uid={uid} />}
    </svg>
  );
}
