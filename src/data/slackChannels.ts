import type {SlackChannel} from './schemas/slackChannels';
export type {SlackChannel} from './schemas/slackChannels';

/**
 * The main channels of the DataHub community Slack workspace. Channel names
 * change from time to time; the workspace's channel list is the source of truth.
 */

export const channelGroups = ['start', 'help', 'build', 'share'] as const;
export type ChannelGroup = (typeof channelGroups)[number];

export const channelGroupLabels: Record<ChannelGroup, string> = {
  start: 'Start here',
  help: 'Get help',
  build: 'Build and contribute',
  share: 'Share and meet',
};

export const slackChannels: readonly SlackChannel[] = [
  {
    id: 'announcements',
    name: '#announcements',
    group: 'start',
    purpose: 'Release news, town hall invitations and community events. Most members can read it but not post.',
  },
  {
    id: 'introduce-yourself',
    name: '#introduce-yourself',
    group: 'start',
    purpose: 'Say hello: what you work on, how you use or plan to use DataHub, and what you hope to learn.',
  },
  {
    id: 'general',
    name: '#general',
    group: 'start',
    purpose: 'Conversation about DataHub and metadata that does not fit a more specific channel.',
  },
  {
    id: 'getting-started',
    name: '#getting-started',
    group: 'help',
    purpose: 'First steps: the quickstart, a first ingestion run and the basic concepts, with no question too small.',
  },
  {
    id: 'troubleshoot',
    name: '#troubleshoot',
    group: 'help',
    purpose:
      'Errors in deployment, search, the UI or the APIs. Include your server and CLI versions, how you deploy and the full error.',
  },
  {
    id: 'ingestion',
    name: '#ingestion',
    group: 'help',
    purpose: 'Sources, recipes, transformers and scheduling: how to bring metadata in from a particular system.',
  },
  {
    id: 'office-hours',
    name: '#office-hours',
    group: 'help',
    purpose: 'Dates and links for live sessions where maintainers answer questions, and follow-ups afterwards.',
  },
  {
    id: 'contribute',
    name: '#contribute',
    group: 'build',
    purpose: 'Coordinate code and documentation contributions: find an issue, ask about the codebase, get a review.',
  },
  {
    id: 'rfc',
    name: '#rfc',
    group: 'build',
    purpose: 'Early feedback on design proposals before and during the RFC process.',
  },
  {
    id: 'feature-requests',
    name: '#feature-requests',
    group: 'build',
    purpose: 'Ideas for how DataHub could work better, and discussion of what problem each idea solves.',
  },
  {
    id: 'show-and-tell',
    name: '#show-and-tell',
    group: 'share',
    purpose: 'Demos, blog posts, talks and tools you built on DataHub. Showing work in progress is welcome.',
  },
];
