import { HashtagView } from '../../components/hashtags/HashtagView';

/** /hashtag/{tag} (spec 001 "Hashtag page"); a leading # in the path is ignored. */
export default function HashtagSection({ tag }: { tag: string }) {
  const clean = tag.replace(/^#/, '');
  return <HashtagView key={clean.toLowerCase()} tag={clean} />;
}
