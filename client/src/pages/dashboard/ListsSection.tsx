import { ListsView } from '../../components/lists/ListsView';

/** /lists (spec 001 "Lists"). */
export default function ListsSection() {
  return <ListsView />;
}
