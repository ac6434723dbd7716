/** Who reads the docs, and where each should start. Drives the home page cards. */
import type {LinkCard} from '@site/src/components/LinkCardGrid';

export const audiences: readonly LinkCard[] = [
  {
    title: 'New to DataHub',
    summary: 'Learn what a metadata catalogue does, then run DataHub on your laptop in about ten minutes.',
    cta: 'What is DataHub?',
    to: '/docs/features',
  },
  {
    title: 'Data engineers',
    summary: 'Connect warehouses, lakes, BI tools and pipelines with ingestion recipes and scheduled runs.',
    cta: 'Ingest metadata',
    to: '/docs/metadata-ingestion',
  },
  {
    title: 'Analysts and data consumers',
    summary: 'Find trustworthy datasets, read their documentation and lineage, and see who owns them.',
    cta: 'Search and discovery',
    to: '/docs/how/search',
  },
  {
    title: 'Governance leads',
    summary: 'Set up a business glossary, domains, ownership and compliance forms across every platform.',
    cta: 'Business glossary',
    to: '/docs/glossary/business-glossary',
  },
  {
    title: 'Platform teams and administrators',
    summary: 'Deploy on Kubernetes, wire up single sign-on and decide who may see and change what.',
    cta: 'Deploy DataHub',
    to: '/docs/deploy/kubernetes',
  },
  {
    title: 'Developers',
    summary: 'Read and write metadata through GraphQL, OpenAPI and the Python and Java SDKs.',
    cta: 'APIs and SDKs',
    to: '/docs/api/datahub-apis',
  },
];
