import {monthNames} from '../utils/calendar';
import type {CommunityEvent} from './schemas/events';
export type {CommunityEvent} from './schemas/events';

/**
 * Community events: the monthly town hall, meetups, office hours and talks.
 * Times are ISO 8601 in UTC (ending in "Z"); the events page shows them in the
 * reader's time zone. The page decides which are upcoming, so nothing here
 * says "past" or "next".
 */

export const eventKinds = ['town-hall', 'meetup', 'office-hours', 'conference-talk'] as const;
export type EventKind = (typeof eventKinds)[number];

export const eventKindLabels: Record<EventKind, string> = {
  'town-hall': 'Town hall',
  meetup: 'Meetup',
  'office-hours': 'Office hours',
  'conference-talk': 'Conference talk',
};

/** Routes of this site an event may link to; anything else must be an https URL. */
export const eventInternalRoutes = ['/docs/townhalls', '/slack', '/learn', '/guild', '/docs/contributing'] as const;

/** The monthly town hall: online, an hour, usually the last Thursday of the month at 17:00 UTC. */
function townHall(date: string): CommunityEvent {
  const [year, month] = date.split('-');
  return {
    id: `town-hall-${year}-${month}`,
    title: `DataHub Town Hall: ${monthNames[Number(month) - 1]} ${year}`,
    kind: 'town-hall',
    start: `${date}T17:00:00Z`,
    durationMinutes: 60,
    location: {type: 'online'},
    description:
      'The monthly community call: project news and release highlights, a live demo of new features, a case study from a team running DataHub, and questions from Slack.',
  };
}

const townHalls: CommunityEvent[] = [
  '2025-01-30',
  '2025-02-27',
  '2025-03-27',
  '2025-04-24',
  '2025-05-29',
  '2025-06-26',
  '2025-07-31',
  '2025-08-28',
  '2025-09-25',
  '2025-10-30',
  '2025-11-20',
  '2026-01-29',
  '2026-02-26',
  '2026-03-26',
  '2026-04-30',
  '2026-05-28',
  '2026-06-25',
  '2026-07-30',
  '2026-08-27',
  '2026-09-24',
  '2026-10-29',
  '2026-11-19',
  '2027-01-28',
  '2027-02-25',
  '2027-03-25',
  '2027-04-29',
  '2027-05-27',
  '2027-06-24',
].map(townHall);

const announcements = {label: 'Details in #announcements on Slack', href: '/slack'} as const;

const otherEvents: CommunityEvent[] = [
  {
    id: 'meetup-2025-03-san-francisco',
    title: 'DataHub community meetup: San Francisco',
    kind: 'meetup',
    start: '2025-03-20T01:00:00Z',
    durationMinutes: 150,
    location: {type: 'in-person', city: 'San Francisco'},
    description:
      'An evening of short talks from teams running DataHub in production, followed by time to meet maintainers and other users.',
    link: announcements,
  },
  {
    id: 'talk-2025-05-data-mesh',
    title: 'Talk: Metadata as the backbone of a data mesh',
    kind: 'conference-talk',
    start: '2025-05-14T13:30:00Z',
    durationMinutes: 40,
    location: {type: 'in-person', city: 'Amsterdam'},
    venue: 'Data engineering conference',
    description:
      'How domains publish data products in DataHub, and how ownership, domains and lineage let consumers find and trust them.',
  },
  {
    id: 'meetup-2025-06-london',
    title: 'DataHub community meetup: London',
    kind: 'meetup',
    start: '2025-06-11T17:30:00Z',
    durationMinutes: 150,
    location: {type: 'in-person', city: 'London'},
    description:
      'Community talks on governance rollouts and ingestion at scale, with time for questions and networking.',
    link: announcements,
  },
  {
    id: 'office-hours-2025-09-ingestion',
    title: 'Office hours: debugging ingestion recipes',
    kind: 'office-hours',
    start: '2025-09-17T16:00:00Z',
    durationMinutes: 60,
    location: {type: 'online'},
    description:
      'Bring a failing recipe (with secrets removed) and work through it live with maintainers: source configuration, filters, stateful ingestion and logs.',
    link: announcements,
  },
  {
    id: 'talk-2025-10-column-lineage',
    title: 'Talk: Column-level lineage in practice',
    kind: 'conference-talk',
    start: '2025-10-15T09:00:00Z',
    durationMinutes: 30,
    location: {type: 'in-person', city: 'Berlin'},
    venue: 'Open-source data conference',
    description:
      'Where column-level lineage comes from (SQL parsing, BI tools, orchestrators), how to check it, and how to use it for impact analysis before a schema change.',
  },
  {
    id: 'meetup-2026-04-new-york',
    title: 'DataHub community meetup: New York',
    kind: 'meetup',
    start: '2026-04-22T22:00:00Z',
    durationMinutes: 150,
    location: {type: 'in-person', city: 'New York'},
    description:
      'Talks from financial-services and media teams on running DataHub, then open discussion with the core team.',
    link: announcements,
  },
  {
    id: 'talk-2026-10-ai-context',
    title: 'Talk: Giving AI agents the context they need',
    kind: 'conference-talk',
    start: '2026-10-07T18:00:00Z',
    durationMinutes: 40,
    location: {type: 'in-person', city: 'San Francisco'},
    venue: 'Data and AI conference',
    description:
      'Why agents that query data need ownership, documentation and lineage, and how the DataHub MCP server gives them that context.',
  },
  {
    id: 'office-hours-2026-12-upgrades',
    title: 'Office hours: upgrading DataHub safely',
    kind: 'office-hours',
    start: '2026-12-09T16:00:00Z',
    durationMinutes: 60,
    location: {type: 'online'},
    description:
      'Questions about upgrades answered live: reading release notes, running upgrade jobs on Kubernetes, and checking search and ingestion afterwards.',
    link: announcements,
  },
  {
    id: 'meetup-2027-02-bengaluru',
    title: 'DataHub community meetup: Bengaluru',
    kind: 'meetup',
    start: '2027-02-17T12:30:00Z',
    durationMinutes: 180,
    location: {type: 'in-person', city: 'Bengaluru'},
    description: 'An afternoon of community talks and a hands-on session on writing a custom ingestion source.',
    link: announcements,
  },
  {
    id: 'talk-2027-03-governance-automation',
    title: 'Talk: Automating governance with metadata events',
    kind: 'conference-talk',
    start: '2027-03-10T14:00:00Z',
    durationMinutes: 40,
    location: {type: 'in-person', city: 'London'},
    venue: 'Data governance conference',
    description:
      'Using the Actions framework to react to metadata changes: tagging sensitive columns, notifying owners and deprecating unused datasets.',
  },
  {
    id: 'office-hours-2027-04-contributing',
    title: 'Office hours: your first contribution',
    kind: 'office-hours',
    start: '2027-04-14T16:00:00Z',
    durationMinutes: 60,
    location: {type: 'online'},
    description:
      'Maintainers walk through building DataHub locally, picking a good first issue and getting a pull request reviewed.',
    link: {label: 'Contributing guide', href: '/docs/contributing'},
  },
  {
    id: 'meetup-2027-05-berlin',
    title: 'DataHub community meetup: Berlin',
    kind: 'meetup',
    start: '2027-05-19T16:30:00Z',
    durationMinutes: 150,
    location: {type: 'in-person', city: 'Berlin'},
    description: 'Community talks on data contracts and data products, with maintainers on hand for questions.',
    link: announcements,
  },
];

export const communityEvents: readonly CommunityEvent[] = [...townHalls, ...otherEvents];
