/** Outside destinations named in more than one place (navbar, footer, pages). */
export const externalLinks = {
  marketingSite: 'https://datahub.com',
  getCloud: 'https://datahub.com/get-datahub-cloud/',
  weeklyDemo: 'https://datahub.com/weekly-demo/',
  useCases: 'https://datahub.com/use-cases/',
  youtube: 'https://www.youtube.com/channel/UC3qFQC5IiwR5fvWEqi_tJ5w',
  github: 'https://github.com/datahub-project/datahub',
  featureRequests: 'https://feature-requests.datahubproject.io/',
  demo: 'https://demo.datahub.com/',
  editBase: 'https://github.com/datahub-project/datahub/blob/master/',
} as const;
