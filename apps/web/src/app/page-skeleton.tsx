import { Skeleton } from '../shared/ui/skeleton.tsx';

/** What a lazily loaded page shows while its code arrives on a first visit. */
export function PageSkeleton() {
  return (
    <div
      className="container"
      style={{
        paddingBlock: 'var(--section-gap)',
        display: 'grid',
        gap: 'var(--space-4)',
        justifyItems: 'center',
      }}
      aria-busy="true"
    >
      <Skeleton width={120} height={10} />
      <Skeleton width="min(420px, 80%)" height={44} />
      <Skeleton width="min(320px, 60%)" height={14} />
    </div>
  );
}
