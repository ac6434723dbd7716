import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.scss';

/** The Slack page, tagged with where the reader came from (the doc id) for the community team. */
export function helpLink(docId: string): string {
  return `/slack?${new URLSearchParams({utm_source: 'docs', utm_medium: 'help_line', utm_content: docId})}`;
}

/** The last line of every doc page: where to ask when the page did not answer the question. */
export default function HelpLine({docId}: {docId: string}): ReactNode {
  return (
    <p className={styles.help} data-pagefind-ignore="all">
      Questions about this page? Ask the people who build and run DataHub in the{' '}
      <Link to={helpLink(docId)}>DataHub Slack community</Link>.
    </p>
  );
}
