import { BookmarksView } from '../../components/bookmarks/BookmarksView';

/** /bookmarks (spec 001 "Bookmarks"). */
export default function BookmarksSection() {
  return <BookmarksView />;
}
