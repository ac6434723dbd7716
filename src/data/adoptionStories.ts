import type {AdoptionStory} from './schemas/adoptionStories';
export type {AdoptionStory} from './schemas/adoptionStories';

/**
 * Organisations that have said in public that they run DataHub. Every entry
 * links to where they said it: a talk, a post or a case study when one is
 * known, otherwise the organisation's own site (`linkKind: 'homepage'`), so
 * the card never claims more than the source supports.
 */

export const industries = [
  'technology',
  'media-entertainment',
  'healthcare',
  'financial-services',
  'travel-transportation',
  'ecommerce-delivery',
  'gaming',
  'education',
] as const;

export type Industry = (typeof industries)[number];

export const industryLabels: Record<Industry, string> = {
  technology: 'Technology',
  'media-entertainment': 'Media and entertainment',
  healthcare: 'Healthcare',
  'financial-services': 'Financial services',
  'travel-transportation': 'Travel and transportation',
  'ecommerce-delivery': 'E-commerce and delivery',
  gaming: 'Gaming',
  education: 'Education',
};

export const useCases = [
  'discovery',
  'governance',
  'lineage',
  'data-quality',
  'compliance',
  'data-mesh',
  'automation',
  'ai-context',
] as const;

export type UseCase = (typeof useCases)[number];

export const useCaseLabels: Record<UseCase, string> = {
  discovery: 'Data discovery',
  governance: 'Governance',
  lineage: 'Lineage and impact analysis',
  'data-quality': 'Data quality',
  compliance: 'Compliance and privacy',
  'data-mesh': 'Data mesh',
  automation: 'Metadata automation',
  'ai-context': 'Context for AI agents',
};

export const linkKinds = ['talk', 'post', 'case-study', 'slides', 'homepage'] as const;
export type LinkKind = (typeof linkKinds)[number];

export const adoptionStories: readonly AdoptionStory[] = [
  {
    id: 'linkedin',
    name: 'LinkedIn',
    industry: 'technology',
    useCases: ['discovery', 'lineage', 'compliance', 'governance'],
    summary:
      'DataHub started at LinkedIn, where it replaced an earlier catalogue so engineers and analysts could search a very large data estate, follow lineage between datasets and jobs, and keep track of privacy obligations. LinkedIn open-sourced it in 2020.',
    link: {
      href: 'https://engineering.linkedin.com/blog/2020/open-sourcing-datahub--linkedins-metadata-search-and-discovery-p',
      kind: 'post',
      title: 'LinkedIn Engineering: Open sourcing DataHub',
    },
  },
  {
    id: 'netflix',
    name: 'Netflix',
    industry: 'media-entertainment',
    useCases: ['discovery', 'lineage', 'governance'],
    summary:
      "Netflix's data platform team built a company-wide catalogue on DataHub that connects datasets, ML models and software services, so people can find what they need, see the impact of a change across domains and answer governance questions themselves. The team also worked with the community on making DataHub easier to extend.",
    link: {
      href: 'https://datahub.com/customer-stories/netflix/',
      kind: 'case-study',
      title: 'Netflix customer story on datahub.com',
    },
  },
  {
    id: 'optum',
    name: 'Optum',
    industry: 'healthcare',
    useCases: ['data-mesh', 'governance', 'discovery', 'automation'],
    summary:
      "Optum moved from centrally owned healthcare data towards a data mesh with DataHub at its centre. The team extended DataHub's metadata model, wrote custom ingestion sources to populate the mesh and reacted to metadata change events in real time.",
    link: {
      href: 'https://optum.github.io/blog/2022/03/23/data-mesh-via-datahub/',
      kind: 'post',
      title: 'Optum technology blog: Data Mesh via DataHub',
    },
  },
  {
    id: 'saxo-bank',
    name: 'Saxo Bank',
    industry: 'financial-services',
    useCases: ['data-mesh', 'discovery', 'governance'],
    summary:
      'Saxo Bank adopted a data mesh and needed people in every domain to find and trust the data products other domains published. It chose DataHub as the discovery layer of the mesh and described the journey in a public write-up.',
    link: {
      href: 'https://medium.com/datahub-project/enabling-data-discovery-in-a-data-mesh-the-saxo-journey-451b06969c8f',
      kind: 'post',
      title: 'Enabling data discovery in a data mesh: the Saxo journey',
    },
  },
  {
    id: 'expedia-group',
    name: 'Expedia Group',
    industry: 'travel-transportation',
    useCases: ['discovery', 'lineage'],
    summary:
      'Engineers from Expedia Group have presented how they adopted DataHub as a shared catalogue for the data behind its travel brands, and what they learned rolling it out across many teams.',
    link: {
      href: 'https://www.youtube.com/watch?v=ajcRdB22s5o',
      kind: 'talk',
      title: 'DataHub journey with Expedia Group (video)',
    },
  },
  {
    id: 'checkout-com',
    name: 'Checkout.com',
    industry: 'financial-services',
    useCases: ['governance', 'compliance', 'automation'],
    summary:
      "Checkout.com's data platform team uses the DataHub Actions framework to automate governance across dozens of teams: unused datasets are flagged and then deprecated on a schedule, and sensitive fields are found and handled without manual review of every table.",
    link: {
      href: 'https://datahub.com/customer-stories/checkout-com',
      kind: 'case-study',
      title: 'Checkout.com customer story on datahub.com',
    },
  },
  {
    id: 'block',
    name: 'Block',
    industry: 'financial-services',
    useCases: ['ai-context', 'governance', 'discovery'],
    summary:
      "Block connects AI agents to DataHub through the DataHub MCP server, so agents can look up ownership, lineage and documentation before they act. It uses this to scale governance work across the many platforms in Block's data stack.",
    link: {
      href: 'https://datahub.com/blog/datahub-mcp-server-block-ai-agents-use-case/',
      kind: 'post',
      title: 'How Block powers AI agents with DataHub',
    },
  },
  {
    id: 'spothero',
    name: 'SpotHero',
    industry: 'travel-transportation',
    useCases: ['discovery'],
    summary:
      "The parking marketplace SpotHero used DataHub to make its data discoverable as the company grew, and shared what worked in a public talk about data discoverability at SpotHero's scale.",
    link: {
      href: 'https://www.slideshare.net/MaggieHays/data-discoverability-at-spothero',
      kind: 'slides',
      title: 'Data discoverability at SpotHero (slides)',
    },
  },
  {
    id: 'wolt',
    name: 'Wolt',
    industry: 'ecommerce-delivery',
    useCases: ['discovery'],
    summary:
      "Wolt's data engineering team builds mostly on open-source software and names DataHub as its data catalogue, alongside the tools it uses for change data capture, orchestration and ML deployment.",
    link: {
      href: 'https://careers.wolt.com/en/blog/tech/wolt-loves-open-source-software',
      kind: 'post',
      title: 'Wolt tech blog: Wolt loves open-source software',
    },
  },
  {
    id: 'klarna',
    name: 'Klarna',
    industry: 'financial-services',
    useCases: ['discovery'],
    summary:
      'The payments and shopping company Klarna is listed among the organisations running DataHub. We have no detailed public write-up to link to, so the link goes to its home page.',
    link: {href: 'https://www.klarna.com/', kind: 'homepage', title: 'Klarna home page'},
  },
  {
    id: 'n26',
    name: 'N26',
    industry: 'financial-services',
    useCases: ['discovery'],
    summary:
      'N26, the mobile bank, is listed among the organisations running DataHub. There is no detailed public write-up we can link to, so the link goes to its home page.',
    link: {href: 'https://n26.com/', kind: 'homepage', title: 'N26 home page'},
  },
  {
    id: 'visa',
    name: 'Visa',
    industry: 'financial-services',
    useCases: ['discovery'],
    summary:
      'The card network Visa is listed among the organisations running DataHub. No detailed public write-up is linked here, so the link goes to its home page.',
    link: {href: 'https://www.visa.com/', kind: 'homepage', title: 'Visa home page'},
  },
  {
    id: 'stash',
    name: 'Stash',
    industry: 'financial-services',
    useCases: ['discovery'],
    summary:
      'Stash, the personal finance and investing app, is listed among the organisations running DataHub. No detailed public write-up is linked here, so the link goes to its home page.',
    link: {href: 'https://www.stash.com/', kind: 'homepage', title: 'Stash home page'},
  },
  {
    id: 'zynga',
    name: 'Zynga',
    industry: 'gaming',
    useCases: ['discovery'],
    summary:
      'The games publisher Zynga is listed among the organisations running DataHub. No detailed public write-up is linked here, so the link goes to its home page.',
    link: {href: 'https://www.zynga.com/', kind: 'homepage', title: 'Zynga home page'},
  },
  {
    id: 'coursera',
    name: 'Coursera',
    industry: 'education',
    useCases: ['discovery'],
    summary:
      'The online learning platform Coursera is listed among the organisations running DataHub. No detailed public write-up is linked here, so the link goes to its home page.',
    link: {href: 'https://www.coursera.org/', kind: 'homepage', title: 'Coursera home page'},
  },
];
