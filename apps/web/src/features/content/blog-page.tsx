import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { isBlogPost, postDate, type BlogPost } from './content-data.ts';
import { BlogPostDialog } from './blog-post-dialog.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { PostPicture } from './post-picture.tsx';
import { useTranslatedList } from './use-translated-list.ts';
import styles from './blog-page.module.css';

/** /blog (docs/product/back-office.md §2): a grid of post cards; 'read more' opens the whole post in a dialog. */
export default function BlogPage() {
  const { t } = useTranslation();
  const { language } = useLocale();
  const posts = useTranslatedList('blog.items', isBlogPost);
  const [open, setOpen] = useState<BlogPost | null>(null);
  useDocumentTitle(t('blog.title'));

  return (
    <div className="container">
      <PageHeader padded eyebrow={t('blog.eyebrow')} title={t('blog.title')} lead={t('blog.lead')} />
      <ul className={styles.grid} aria-label={t('blog.postsLabel')}>
        {posts.map((post) => {
          const date = postDate(post.date, language);
          const titleId = `post-${post.id}`;
          return (
            <li key={post.id}>
              <article className={styles.card} aria-labelledby={titleId}>
                <div className={styles.picture}>
                  <PostPicture post={post} />
                </div>
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <span className={styles.category}>{post.category}</span>
                    <span aria-hidden="true" className={styles.dot}>
                      ·
                    </span>
                    <time dateTime={date.iso}>{date.label}</time>
                  </p>
                  <h2 className={styles.title} id={titleId}>
                    {post.title}
                  </h2>
                  <p className={styles.excerpt}>{post.excerpt}</p>
                  <button
                    type="button"
                    className={styles.more}
                    onClick={() => setOpen(post)}
                    aria-haspopup="dialog"
                    aria-label={t('blog.readMoreLabel', { title: post.title })}
                  >
                    {t('blog.readMore')}
                    <ArrowRight size={14} strokeWidth={1.6} aria-hidden="true" />
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <BlogPostDialog post={open} onClose={() => setOpen(null)} />
    </div>
  );
}
