import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {communityEvents} from '../../data/events';
import EventCard from './_components/EventCard';
import {isHappeningNow, splitEvents} from './_components/ordering';
import styles from './_components/styles.module.scss';

const referenceAttribute = 'data-events-reference-time';

const HOUR = 3_600_000;

/**
 * The clock for the first render. On the server it is the build time to the hour (rounded down): two
 * builds within the hour write the same page, so a build can reuse the last one's search index and
 * compressed copies (both keyed by the pages' bytes); the reader's clock takes over once the page has
 * hydrated. While hydrating, it is the time the server used, read back from the server HTML, so the first
 * client render matches it exactly. On a client-side navigation there is no server HTML to match, so it
 * is simply now.
 */
function initialNow(isBrowser: boolean): number {
  if (typeof document === 'undefined') return Math.floor(Date.now() / HOUR) * HOUR;
  if (!isBrowser) {
    const fromServer = document.querySelector(`[${referenceAttribute}]`)?.getAttribute(referenceAttribute);
    const parsed = fromServer ? Date.parse(fromServer) : NaN;
    if (Number.isFinite(parsed)) return parsed;
  }
  return Date.now();
}

/** /events: upcoming events soonest first, then past events most recent first. */
export default function Events(): ReactNode {
  const isBrowser = useIsBrowser();
  const [now, setNow] = useState(() => initialNow(isBrowser));

  // After mount, split against the reader's clock, and keep it current while the page is open.
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const {upcoming, past} = useMemo(() => splitEvents(communityEvents, now), [now]);
  const referenceTime = new Date(now).toISOString();

  return (
    <Layout
      title="Events"
      description="DataHub community events: the monthly town hall, meetups, office hours and conference talks, with times in your time zone.">
      <main className="container margin-vert--xl" data-events-reference-time={referenceTime}>
        <header className={styles.intro}>
          <Heading as="h1">Community events</Heading>
          <p>
            Meet the DataHub community and the people who build it. The monthly town hall is open to everyone and
            online; meetups, office hours and conference talks happen through the year. For day-to-day questions, the{' '}
            <Link to="/slack">Slack community</Link> is the quickest place to ask.
          </p>
          <p className={styles.note}>
            {isBrowser
              ? 'Times are shown in your time zone.'
              : 'Times are shown in UTC until the page finishes loading, then in your time zone.'}{' '}
            Dates further ahead are planned and can move; the <Link to="/docs/townhalls">town hall page</Link> and
            #announcements on Slack have the confirmed details.
          </p>
        </header>

        <section aria-labelledby="upcoming-heading" className={styles.section}>
          <Heading as="h2" id="upcoming-heading">
            Upcoming events
          </Heading>
          {upcoming.length > 0 ? (
            <ul className={styles.grid} data-testid="upcoming-events">
              {upcoming.map((event) => (
                <EventCard
                  key={event.id}
                  event={event}
                  upcoming
                  happeningNow={isHappeningNow(event, now)}
                  local={isBrowser}
                />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>
              No upcoming events are scheduled yet. Watch #announcements on <Link to="/slack">Slack</Link> for the next
              town hall.
            </p>
          )}
        </section>

        <section aria-labelledby="past-heading" className={styles.section}>
          <Heading as="h2" id="past-heading">
            Past events
          </Heading>
          <p>
            Recordings of past town halls, with their agendas, are linked from the{' '}
            <Link to="/docs/townhalls">town hall page</Link>.
          </p>
          {past.length > 0 ? (
            <ul className={styles.grid} data-testid="past-events">
              {past.map((event) => (
                <EventCard key={event.id} event={event} upcoming={false} happeningNow={false} local={isBrowser} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>No past events yet.</p>
          )}
        </section>
      </main>
    </Layout>
  );
}
