import type { BlogPost } from './content-data.ts';
import { StoneArt } from './stone-art.tsx';
import { postLook } from './stone-palettes.ts';

/** A post's picture: its image when it has one, else its drawing (decorative: the title says it all). */
export function PostPicture({
  post,
  fit,
  className,
}: {
  post: BlogPost;
  fit?: 'cover' | 'contain';
  className?: string;
}) {
  if (post.imageUrl) {
    return (
      <img
        className={className}
        src={post.imageUrl}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return <StoneArt look={postLook(post.id)} fit={fit} className={className} />;
}
