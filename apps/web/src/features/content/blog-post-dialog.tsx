import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { paragraphs, postDate, type BlogPost } from './content-data.ts';
import { PostPicture } from './post-picture.tsx';
import styles from './blog-page.module.css';

/** The whole post in a dialog: meta, picture, text, its optional sections and a close button. */
export function BlogPostDialog({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const date = post ? postDate(post.date, language) : null;

  return (
    <Modal
      open={post !== null}
      onOpenChange={(open) => !open && onClose()}
      title={post?.title ?? ''}
      size="lg"
      className={styles.dialog}
      bodyClassName={styles.dialogBody}
      description={
        post && date ? (
          <>
            <span className={styles.category}>{post.category}</span>
            <span aria-hidden="true" className={`${styles.dot} ${styles.dotInline}`}>
              ·
            </span>
            <time dateTime={date.iso}>{date.label}</time>
          </>
        ) : undefined
      }
    >
      {post && (
        <div className={styles.post}>
          <div className={styles.postPicture}>
            <PostPicture post={post} fit="contain" />
          </div>
          {paragraphs(post.content).map((p, i) => (
            <p key={i} className={i === 0 ? styles.postLead : styles.postText}>
              {p}
            </p>
          ))}
          {post.sections?.map((section) => (
            <section key={section.title} className={styles.section}>
              <h3 className={styles.sectionTitle}>{section.title}</h3>
              {paragraphs(section.content).map((p, i) => (
                <p key={i} className={styles.postText}>
                  {p}
                </p>
              ))}
            </section>
          ))}
          <div className={styles.closeRow}>
            <Button variant="secondary" onClick={onClose}>
              {t('blog.close')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
