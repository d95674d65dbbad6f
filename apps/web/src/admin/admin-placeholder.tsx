/**
 * The back office entry (backoffice.md), loaded only on /admin-panel. Plain and dense; the real
 * screens replace this placeholder.
 */
export default function AdminPlaceholder() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '3rem 1.5rem', fontFamily: 'var(--font-text)' }}>
      <p
        style={{
          color: 'var(--color-muted)',
          fontSize: 'var(--text-xs)',
          letterSpacing: '0.16em',
          textTransform: 'uppercase',
        }}
      >
        Kehribar
      </p>
      <h1 style={{ fontSize: '2rem', marginTop: '0.5rem' }}>Yönetim Paneli</h1>
      <p style={{ marginTop: '1rem', color: 'var(--color-ink-soft)' }}>
        Siparişler, ürünler, kategoriler ve içerik yönetimi burada olacak.
      </p>
      <p style={{ marginTop: '2rem' }}>
        <a href="/">← Mağazaya dön</a>
      </p>
    </main>
  );
}
