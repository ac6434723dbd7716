import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {eventKindLabels, type CommunityEvent, type EventKind} from '../../../data/events';
import {formatDuration, formatLocal, formatUtc} from './formatting';
import styles from './styles.module.scss';

const kindClass: Record<EventKind, string | undefined> = {
  'town-hall': undefined,
  meetup: styles.kindMeetup,
  'office-hours': styles.kindOfficeHours,
  'conference-talk': styles.kindConferenceTalk,
};

interface EventCardProps {
  event: CommunityEvent;
  /** Whether the event is still to come (or in progress) for the clock the page uses. */
  upcoming: boolean;
  happeningNow: boolean;
  /** After mount: show the time in the reader's zone instead of UTC. */
  local: boolean;
}

/** Where an event links: town halls to the town hall page, others to their own link if any. */
function eventLink(event: CommunityEvent, upcoming: boolean): {href: string; label: string} | undefined {
  if (event.kind === 'town-hall') {
    return upcoming
      ? {href: '/docs/townhalls', label: 'How to register'}
      : {href: '/docs/townhalls', label: 'Recordings and notes'};
  }
  return event.link;
}

export default function EventCard({event, upcoming, happeningNow, local}: EventCardProps): ReactNode {
  const headingId = `event-${event.id}`;
  const link = eventLink(event, upcoming);
  const where = event.location.type === 'online' ? 'Online' : event.location.city;
  return (
    <li className={clsx(styles.card, !upcoming && styles.cardPast)} data-kind={event.kind}>
      <article aria-labelledby={headingId} className={styles.cardInner}>
        <p className={styles.meta}>
          <span className={clsx(styles.kind, kindClass[event.kind])}>{eventKindLabels[event.kind]}</span>
          {happeningNow && <span className={styles.live}>Happening now</span>}
        </p>
        <h3 id={headingId} className={styles.title}>
          {event.title}
        </h3>
        <p className={styles.when}>
          <time dateTime={event.start}>{local ? formatLocal(event.start) : formatUtc(event.start)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, lasting </span>
          {formatDuration(event.durationMinutes)}
        </p>
        <p className={styles.where}>
          {where}
          {event.venue ? `, ${event.venue}` : ''}
        </p>
        <p className={styles.description}>{event.description}</p>
        {link &&
          (link.href.startsWith('/') ? (
            <Link to={link.href} className={styles.link}>
              {link.label}
              <span className="sr-only"> for {event.title}</span>
            </Link>
          ) : (
            <Link href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="sr-only"> for {event.title} (opens in a new tab)</span>
            </Link>
          ))}
      </article>
    </li>
  );
}
