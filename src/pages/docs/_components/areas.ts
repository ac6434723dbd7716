import type {LinkCard} from '@site/src/components/LinkCardGrid';

/** The main areas of the documentation, in the order a new team meets them. */
export const docAreas: readonly LinkCard[] = [
  {
    title: 'Get started',
    summary: 'What DataHub is, the ideas behind it, and a local instance running with one command.',
    cta: 'Quickstart',
    to: '/docs/quickstart',
  },
  {
    title: 'Ingest metadata',
    summary: 'Recipes, sources, sinks, transformers and schedules for pulling metadata from your systems.',
    cta: 'Ingestion overview',
    to: '/docs/metadata-ingestion',
  },
  {
    title: 'Features',
    summary: 'Search, lineage, glossary, domains, data products, ownership, assertions and more.',
    cta: 'Explore features',
    to: '/docs/features',
  },
  {
    title: 'APIs and SDKs',
    summary: 'GraphQL, OpenAPI and the Python and Java SDKs for reading and writing metadata.',
    cta: 'API overview',
    to: '/docs/api/datahub-apis',
  },
  {
    title: 'Deploy',
    summary: 'Run DataHub in production on Kubernetes with Helm, on AWS, Azure or Google Cloud.',
    cta: 'Deployment guides',
    to: '/docs/deploy/kubernetes',
  },
  {
    title: 'Administer',
    summary: 'Single sign-on, users and groups, access tokens, roles and policies.',
    cta: 'Authentication',
    to: '/docs/authentication',
  },
];
