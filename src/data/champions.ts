import type {Champion} from './schemas/champions';
export type {Champion} from './schemas/champions';

/**
 * DataHub Champions by year. The entries are illustrative of the programme's
 * make-up: a first name and an initial, a role and the kind of organisation,
 * never a real person's details. Links go only to the community Slack or the
 * project's GitHub organisation.
 */

export const championYears = [2022, 2023, 2024, 2025] as const;

export const contributionAreas = ['community-support', 'code', 'docs', 'talks', 'content', 'integrations'] as const;
export type ContributionArea = (typeof contributionAreas)[number];

export const contributionLabels: Record<ContributionArea, string> = {
  'community-support': 'Community support',
  code: 'Code',
  docs: 'Documentation',
  talks: 'Talks',
  content: 'Articles and tutorials',
  integrations: 'Integrations',
};

const slack = {label: 'Find them on Slack', href: '/slack'} as const;
const github = {label: 'DataHub on GitHub', href: 'https://github.com/datahub-project/datahub'} as const;

export const champions: readonly Champion[] = [
  {
    id: '2025-maria-k',
    name: 'Maria K.',
    year: 2025,
    role: 'Data platform engineer, fintech',
    areas: ['community-support', 'code'],
    bio: 'Answers ingestion questions in #troubleshoot most weeks and fixed several edge cases in the Snowflake source after hitting them in production.',
    links: [slack, github],
  },
  {
    id: '2025-tomas-r',
    name: 'Tomás R.',
    year: 2025,
    role: 'Analytics engineer, online retail',
    areas: ['content', 'talks'],
    bio: 'Wrote a step-by-step guide to bringing dbt tests into DataHub and showed it at a town hall, then helped others adapt it in Slack.',
    links: [slack],
  },
  {
    id: '2025-aisha-b',
    name: 'Aisha B.',
    year: 2025,
    role: 'Data governance lead, healthcare',
    areas: ['talks', 'community-support'],
    bio: 'Shares how a regulated organisation runs glossaries, domains and ownership at scale, and mentors teams starting their own governance rollout.',
    links: [slack],
  },
  {
    id: '2025-kenji-o',
    name: 'Kenji O.',
    year: 2025,
    role: 'Software engineer, cloud infrastructure company',
    areas: ['code', 'integrations'],
    bio: 'Contributed improvements to a streaming-platform source and reviews pull requests from first-time contributors.',
    links: [github, slack],
  },
  {
    id: '2024-lena-s',
    name: 'Lena S.',
    year: 2024,
    role: 'Staff data engineer, media company',
    areas: ['code', 'docs'],
    bio: 'Improved the Kubernetes deployment guides after running DataHub with Helm across several environments, and filed detailed, reproducible bug reports.',
    links: [github, slack],
  },
  {
    id: '2024-david-m',
    name: 'David M.',
    year: 2024,
    role: 'Data architect, consultancy',
    areas: ['talks', 'content'],
    bio: 'Spoke at community meetups about modelling data products in DataHub and wrote about lessons from several client rollouts.',
    links: [slack],
  },
  {
    id: '2024-priya-n',
    name: 'Priya N.',
    year: 2024,
    role: 'Machine learning engineer, travel marketplace',
    areas: ['integrations', 'community-support'],
    bio: 'Helped others capture ML models and features in DataHub, and answered questions about lineage from training pipelines.',
    links: [slack, github],
  },
  {
    id: '2024-olu-a',
    name: 'Olu A.',
    year: 2024,
    role: 'Data platform manager, telecommunications',
    areas: ['community-support', 'talks'],
    bio: 'Hosted a regional user group and brought its questions and feature requests back to the maintainers.',
    links: [slack],
  },
  {
    id: '2023-sofia-l',
    name: 'Sofia L.',
    year: 2023,
    role: 'Senior data engineer, e-commerce',
    areas: ['code', 'community-support'],
    bio: 'Added tests and fixes to the Python ingestion framework and was a steady, patient voice in #troubleshoot.',
    links: [github, slack],
  },
  {
    id: '2023-marek-w',
    name: 'Marek W.',
    year: 2023,
    role: 'Data steward, public sector',
    areas: ['docs', 'content'],
    bio: 'Rewrote parts of the business glossary documentation from a steward’s point of view and shared templates others could reuse.',
    links: [slack],
  },
  {
    id: '2023-hana-t',
    name: 'Hana T.',
    year: 2023,
    role: 'Backend engineer, gaming studio',
    areas: ['code', 'integrations'],
    bio: 'Extended the metadata model for an in-house system and wrote up how custom entities and aspects fit together.',
    links: [github, slack],
  },
  {
    id: '2022-james-c',
    name: 'James C.',
    year: 2022,
    role: 'Data engineering lead, logistics',
    areas: ['talks', 'community-support'],
    bio: 'One of the first community members to present a production rollout at a town hall, and a regular helper for new adopters.',
    links: [slack],
  },
  {
    id: '2022-ines-g',
    name: 'Inês G.',
    year: 2022,
    role: 'Platform engineer, bank',
    areas: ['code', 'docs'],
    bio: 'Contributed to authentication and deployment documentation after setting up single sign-on for a large organisation.',
    links: [github, slack],
  },
  {
    id: '2022-rahul-p',
    name: 'Rahul P.',
    year: 2022,
    role: 'Analytics lead, education technology',
    areas: ['content', 'community-support'],
    bio: 'Wrote beginner tutorials on the quickstart and first ingestion, and welcomed newcomers in #getting-started.',
    links: [slack],
  },
];

/** Champions grouped by year, newest year first; order inside a year is kept. */
export function championsByYear(list: readonly Champion[]): {year: number; champions: Champion[]}[] {
  const byYear = new Map<number, Champion[]>();
  for (const champion of list) {
    const group = byYear.get(champion.year) ?? [];
    group.push(champion);
    byYear.set(champion.year, group);
  }
  return [...byYear.entries()].sort(([a], [b]) => b - a).map(([year, group]) => ({year, champions: group}));
}
