import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useLoginRegisterUrls } from './api.ts';
import styles from './auth-layout.module.css';

/** The picture's responsive widths: the server renders -480 and -960 WebP variants of each page photo. */
export function pagePhotoSrcSet(url: string): string | undefined {
  const match = /^(.*)-(\d+)\.webp$/.exec(url);
  if (!match) return undefined;
  return [480, 960].map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}

export interface AuthLayoutProps {
  /** Which of the two page photos (Products/GetLoginRegisterUrls) goes beside the form. */
  photo: 'login' | 'register' | 'none';
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** The account pages' frame: a photo beside the form on wide screens, a slim band above it on phones. */
export function AuthLayout({ photo, eyebrow, title, lead, children, footer, wide }: AuthLayoutProps) {
  useDocumentTitle(title);
  const urls = useLoginRegisterUrls();
  const src =
    photo === 'none' ? null : photo === 'login' ? urls.data?.loginImageUrl : urls.data?.registerImageUrl;
  return (
    <section
      className={[styles.page, photo === 'none' && styles.noPhoto, wide && styles.wide]
        .filter(Boolean)
        .join(' ')}
    >
      {photo !== 'none' && (
        <div className={styles.photo} aria-hidden="true">
          <div className={styles.photoFrame}>
            {src && (
              <img
                src={src}
                srcSet={pagePhotoSrcSet(src)}
                sizes="(max-width: 768px) 100vw, 44vw"
                width={960}
                height={1280}
                alt=""
                decoding="async"
                fetchPriority="high"
              />
            )}
          </div>
        </div>
      )}
      <div className={styles.panel}>
        <div className={styles.inner}>
          <PageHeader size="form" eyebrow={eyebrow} title={title} lead={lead} />
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </div>
    </section>
  );
}
