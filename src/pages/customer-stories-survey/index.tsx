import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SurveyForm from './_components/SurveyForm';
import styles from './_components/styles.module.scss';

/** /customer-stories-survey: tell the community how your team uses DataHub. */
export default function CustomerStoriesSurvey(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // SURVEY_ENDPOINT, checked when the site is built (config/env.ts); null when unset.
  const endpoint = (siteConfig.customFields?.surveyEndpoint as string | null | undefined) ?? null;
  return (
    <Layout
      title="Share your DataHub story"
      description="Tell the DataHub community how your team uses DataHub: a short survey about your role, your team and what DataHub does for you.">
      <main className="container margin-vert--xl">
        <div className={styles.page}>
          <header className={styles.intro}>
            <Heading as="h1">Share your DataHub story</Heading>
            <p>
              Every team that runs DataHub learns something the rest of the community could use. Tell us how yours uses
              it: what you catalogue, who searches it, what problem it solved. It takes about five minutes.
            </p>
            <p>
              With your permission, the community team may follow up to turn your story into a case study, a blog post
              or a town hall talk, like the ones in <Link to="/adoption-stories">adoption stories</Link>. We never
              publish anything without your approval.
            </p>
            {endpoint === null && (
              <p className={styles.configNote}>
                Sending answers is not set up on this copy of the site. You can still fill in the form, and nothing you
                type will be lost.
              </p>
            )}
          </header>
          <SurveyForm endpoint={endpoint} />
        </div>
      </main>
    </Layout>
  );
}
