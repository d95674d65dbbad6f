import type { StoneLook } from './stone-palettes.ts';

interface Point {
  x: number;
  y: number;
}

/** A polished bead: the body gradient (shared, in its own box) and two highlights. */
function Bead({ x, y, r, uid }: Point & { r: number; uid: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={`url(#${uid}-body)`} />
      <ellipse cx={x - r * 0.32} cy={y - r * 0.38} rx={r * 0.36} ry={r * 0.22} fill="#fff" opacity="0.35" />
      <circle cx={x - r * 0.38} cy={y - r * 0.42} r={r * 0.1} fill="#fff" opacity="0.85" />
    </g>
  );
}

const quad = (p0: Point, p1: Point, p2: Point, t: number): Point => ({
  x: (1 - t) ** 2 * p0.x + 2 * (1 - t) * t * p1.x + t ** 2 * p2.x,
  y: (1 - t) ** 2 * p0.y + 2 * (1 - t) * t * p1.y + t ** 2 * p2.y,
});

/** A short necklace strand: seven beads hanging on a silk thread. */
function Strand({ uid, look }: { uid: string; look: StoneLook }) {
  const p0 = { x: 10, y: 70 };
  const p1 = { x: 200, y: 390 };
  const p2 = { x: 390, y: 70 };
  const beads = [0.22, 0.31, 0.4, 0.5, 0.6, 0.69, 0.78].map((t) => quad(p0, p1, p2, t));
  return (
    <>
      {beads.map((b, i) => (
        <ellipse
          key={`s${i}`}
          cx={b.x + 6}
          cy={b.y + 26}
          rx={24}
          ry={7}
          fill="#3c2814"
          opacity="0.14"
          filter={`url(#${uid}-fine)`}
        />
      ))}
      <path
        d={`M${p0.x} ${p0.y}Q${p1.x} ${p1.y} ${p2.x} ${p2.y}`}
        fill="none"
        stroke={look.palette.deep}
        strokeOpacity="0.55"
        strokeWidth="1.6"
      />
      {beads.map((b, i) => (
        <Bead key={i} {...b} r={25} uid={uid} />
      ))}
    </>
  );
}

/** Prayer beads (tesbih): 33 beads in a loop, two stoppers, the imame, a marker bead and a tassel. */
function Tesbih({ uid, look }: { uid: string; look: StoneLook }) {
  const cx = 200;
  const cy = 148;
  const rx = 108;
  const ry = 86;
  const count = 33;
  const gap = 0.34; // radians left open at the bottom for the imame
  const start = Math.PI / 2 + gap / 2;
  const span = 2 * Math.PI - gap;
  const beads = Array.from({ length: count }, (_, i) => {
    const a = start + (span * i) / (count - 1);
    return { x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) };
  });
  const stoppers = new Set([11, 22]);
  const tassel = look.palette.base;
  return (
    <>
      <ellipse
        cx={cx + 8}
        cy={cy + ry + 20}
        rx={rx * 0.95}
        ry={12}
        fill="#3c2814"
        opacity="0.16"
        filter={`url(#${uid}-soft)`}
      />
      <ellipse
        cx={cx}
        cy={cy}
        rx={rx}
        ry={ry}
        fill="none"
        stroke={look.palette.deep}
        strokeOpacity="0.4"
        strokeWidth="1.2"
      />
      {beads.map((b, i) =>
        stoppers.has(i) ? (
          <g key={i}>
            <circle cx={b.x} cy={b.y} r={11.5} fill={`url(#${uid}-silver)`} />
            <circle cx={b.x - 3} cy={b.y - 3.5} r={2} fill="#fff" opacity="0.9" />
          </g>
        ) : (
          <Bead key={i} {...b} r={10.6} uid={uid} />
        ),
      )}
      {/* imame, silver cap, marker bead, tassel */}
      <path
        d={`M${cx - 12} ${cy + ry + 4}h24c3 20-3 44-12 54c-9-10-15-34-12-54Z`}
        fill={`url(#${uid}-body)`}
      />
      <ellipse cx={cx - 4} cy={cy + ry + 18} rx={3} ry={9} fill="#fff" opacity="0.4" />
      <rect x={cx - 5} y={cy + ry + 56} width="10" height="7" rx="2" fill={`url(#${uid}-silver)`} />
      <Bead x={cx} y={cy + ry + 72} r={8} uid={uid} />
      <g stroke={tassel} strokeWidth="1.6" strokeLinecap="round" opacity="0.85">
        {[-14, -9, -4, 0, 4, 9, 14].map((dx) => (
          <path key={dx} d={`M${cx} ${cy + ry + 80}q${dx * 0.3} 14 ${dx} 30`} fill="none" />
        ))}
      </g>
      <rect x={cx - 6} y={cy + ry + 79} width="12" height="6" rx="2" fill={`url(#${uid}-silver)`} />
    </>
  );
}

/** A silver ring with a bezel-set cabochon. */
function Ring({ uid }: { uid: string }) {
  return (
    <>
      <ellipse cx={206} cy={312} rx={96} ry={14} fill="#3c2814" opacity="0.2" filter={`url(#${uid}-soft)`} />
      <ellipse
        cx={200}
        cy={236}
        rx={92}
        ry={64}
        fill="none"
        stroke={`url(#${uid}-silver)`}
        strokeWidth="16"
      />
      <ellipse
        cx={200}
        cy={236}
        rx={92}
        ry={64}
        fill="none"
        stroke="#fff"
        strokeOpacity="0.45"
        strokeWidth="2"
        transform="translate(-3 -5)"
      />
      <ellipse cx={200} cy={164} rx={70} ry={54} fill={`url(#${uid}-silver)`} />
      <ellipse cx={200} cy={160} rx={60} ry={45} fill={`url(#${uid}-body)`} />
      <ellipse
        cx={182}
        cy={144}
        rx={20}
        ry={10}
        transform="rotate(-22 182 144)"
        fill="#fff"
        opacity="0.42"
        filter={`url(#${uid}-fine)`}
      />
      <circle cx={176} cy={140} r={4} fill="#fff" opacity="0.85" />
      <ellipse cx={214} cy={178} rx={28} ry={14} fill="#fff" opacity="0.16" filter={`url(#${uid}-fine)`} />
    </>
  );
}

/** The shapes made of beads or metal (strand, tesbih, ring). */
export function BeadShape({ look, uid }: { look: StoneLook; uid: string }) {
  if (look.shape === 'tesbih') return <Tesbih uid={uid} look={look} />;
  if (look.shape === 'ring') return <Ring uid={uid} />;
  return <Strand uid={uid} look={look} />;
}
