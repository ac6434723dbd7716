import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {adoptionStories, industries, useCases} from '../../data/adoptionStories';
import FilterBar from './_components/FilterBar';
import StoryCard from './_components/StoryCard';
import {
  filterStories,
  filtersToSearch,
  hasActiveFilters,
  noFilters,
  parseFilters,
  valuesInUse,
  type StoryFilters,
} from './_components/filters';
import styles from './_components/styles.module.scss';

const industryOptions = valuesInUse(
  industries,
  adoptionStories.map((story) => story.industry),
);
const useCaseOptions = valuesInUse(
  useCases,
  adoptionStories.flatMap((story) => story.useCases),
);

/**
 * /adoption-stories: organisations that run DataHub, filterable by industry
 * and use case. The filters live in the query string (?industry=&useCase=).
 * The server renders every story; the filters in the URL apply after mount,
 * so the first client render matches the server HTML.
 */
export default function AdoptionStories(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [filters, setFilters] = useState<StoryFilters>(noFilters);
  const industryRef = useRef<HTMLSelectElement>(null);

  // The URL is the source of truth: on load, and on back/forward.
  useEffect(() => {
    setFilters(parseFilters(location.search));
  }, [location.search]);

  const changeFilters = useCallback(
    (next: StoryFilters) => {
      setFilters(next);
      const search = filtersToSearch(next, location.search);
      if (search !== location.search) history.replace({pathname: location.pathname, search, hash: location.hash});
    },
    [history, location.hash, location.pathname, location.search],
  );

  const clearFromEmptyState = useCallback(() => {
    changeFilters(noFilters);
    industryRef.current?.focus();
  }, [changeFilters]);

  const visible = useMemo(() => filterStories(adoptionStories, filters), [filters]);
  const total = adoptionStories.length;

  return (
    <Layout
      title="Adoption stories"
      description="Organisations in finance, healthcare, media, travel and technology that run DataHub, what they use it for, and where they talked about it.">
      <main className="container margin-vert--xl">
        <header className={styles.intro}>
          <Heading as="h1">Adoption stories</Heading>
          <p>
            Thousands of organisations run DataHub. These are some that have talked about it in public: what they use it
            for, in their own talks, posts and case studies. Filter by industry or by use case to find teams whose
            problems look like yours.
          </p>
        </header>

        <FilterBar
          filters={filters}
          industryOptions={industryOptions}
          useCaseOptions={useCaseOptions}
          onChange={changeFilters}
          industryRef={industryRef}
        />

        <p className={styles.count} role="status" data-testid="story-count">
          {hasActiveFilters(filters)
            ? `Showing ${visible.length} of ${total} organisations`
            : `Showing all ${total} organisations`}
        </p>

        {visible.length > 0 ? (
          <ul className={styles.grid} data-testid="story-list">
            {visible.map((story) => (
              <StoryCard key={story.id} story={story} />
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>
              <strong>No organisations match these filters.</strong> Try another industry or use case, or show every
              story.
            </p>
            <button type="button" className="button button--primary" onClick={clearFromEmptyState}>
              Show all organisations
            </button>
          </div>
        )}

        <section className={styles.share} aria-labelledby="share-heading">
          <Heading as="h2" id="share-heading">
            Running DataHub at your organisation?
          </Heading>
          <p>
            We would like to hear how your team uses it, whether you run it for five people or five thousand.{' '}
            <Link to="/customer-stories-survey">Share your story</Link> in a short survey, or post in{' '}
            <Link to="/slack">#show-and-tell on Slack</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
