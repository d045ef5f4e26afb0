import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EXPLORE_FILTERS, SEARCH, type ExploreFilter } from '@flock/shared';
import { ExploreFilters } from '../../components/people/ExploreFilters';
import { ExploreResults } from '../../components/people/ExploreResults';
import { ExploreSearchBox } from '../../components/people/ExploreSearchBox';
import { ExploreTiles } from '../../components/people/ExploreTiles';
import { useExplore } from '../../data/explore';
import { useSettledQuery } from '../../hooks/useTypeahead';
import { longEnough } from '../../streams/typeahead';

/** What Explore showed last (this tab only), so coming back from a profile finds the same search and filter. */
const REMEMBERED_KEY = 'flock.explore';

function remembered(): { filter: ExploreFilter; text: string } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(REMEMBERED_KEY) ?? 'null') as {
      filter?: unknown;
      text?: unknown;
    } | null;
    const filter = EXPLORE_FILTERS.find((f) => f === stored?.filter) ?? 'all';
    return { filter, text: typeof stored?.text === 'string' ? stored.text : '' };
  } catch {
    return { filter: 'all', text: '' };
  }
}

/** Explore's search: 500 ms pause, 2 characters (its pages come from useExplore, through the member database). */
const EXPLORE_QUERY = { debounceMs: SEARCH.feedDebounceMs };

/** Explore Users: tiles, a search (500 ms pause, 2 characters), the three filters and user cards. */
export default function ExploreSection() {
  const [params] = useSearchParams();
  const linkedQuery = params.get('q');
  const [initial] = useState(remembered);
  const [filter, setFilter] = useState<ExploreFilter>(initial.filter);
  const [text, setText] = useState(linkedQuery ?? initial.text);
  const [linked, setLinked] = useState(linkedQuery);
  if (linkedQuery !== linked) {
    setLinked(linkedQuery);
    if (linkedQuery !== null) setText(linkedQuery);
  }

  useEffect(() => {
    sessionStorage.setItem(REMEMBERED_KEY, JSON.stringify({ filter, text }));
  }, [filter, text]);

  const trimmed = text.trim();
  const query = useSettledQuery(text, EXPLORE_QUERY);
  const wanted = longEnough(trimmed) ? trimmed : '';
  const explore = useExplore(filter, query);

  return (
    <section className="section explore" aria-labelledby="section-title">
      <header>
        <h1 id="section-title" className="section-title">
          Explore Users
        </h1>
        <p className="muted section-subtitle">Find people on Flock and follow what they share.</p>
      </header>
      <ExploreTiles counts={explore.counts} />
      <div className="explore-controls card">
        <ExploreSearchBox
          value={text}
          onChange={setText}
          busy={wanted !== query || (explore.status === 'loading' && query !== '')}
        />
        {trimmed.length > 0 && trimmed.length < SEARCH.minLength && (
          <p className="field-hint explore-hint">Type at least {SEARCH.minLength} characters to search.</p>
        )}
        <ExploreFilters value={filter} onChange={setFilter} />
      </div>
      <ExploreResults explore={explore} filter={filter} query={query} onClearSearch={() => setText('')} />
    </section>
  );
}
