/** A hairline with a small amber gem in the middle: the shop's quiet section mark. */
export function Ornament({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="120"
      height="14"
      viewBox="0 0 120 14"
      aria-hidden="true"
      focusable="false"
    >
      <line x1="0" y1="7" x2="50" y2="7" stroke="var(--color-line-strong)" strokeWidth="1" />
      <line x1="70" y1="7" x2="120" y2="7" stroke="var(--color-line-strong)" strokeWidth="1" />
      <path d="M60 1.5 65.5 7 60 12.5 54.5 7z" fill="none" stroke="var(--color-accent)" strokeWidth="1" />
      <circle cx="60" cy="7" r="1.6" fill="var(--color-honey)" />
    </svg>
  );
}
