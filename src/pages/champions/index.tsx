import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {champions, championsByYear, contributionLabels, type Champion} from '../../data/champions';
import styles from './styles.module.scss';

const groups = championsByYear(champions);

function ChampionCard({champion}: {champion: Champion}): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h4" className={styles.name}>
        {champion.name}
      </Heading>
      <p className={styles.role}>{champion.role}</p>
      <p className={styles.bio}>{champion.bio}</p>
      <ul className={styles.areas} aria-label={`${champion.name} contributes`}>
        {champion.areas.map((area) => (
          <li key={area}>{contributionLabels[area]}</li>
        ))}
      </ul>
      <ul className={styles.links}>
        {champion.links.map((link) => (
          <li key={link.href}>
            {link.href.startsWith('/') ? (
              <Link to={link.href}>{link.label}</Link>
            ) : (
              <Link href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** /champions: the DataHub Champions programme and its members by year. */
export default function Champions(): ReactNode {
  return (
    <Layout
      title="DataHub Champions"
      description="DataHub Champions help other users, contribute code and docs, and share what they learn. What the programme is, what champions do and how to nominate someone.">
      <main className="container margin-vert--xl">
        <header className={styles.intro}>
          <Heading as="h1">DataHub Champions</Heading>
          <p>
            DataHub is built by a community as much as by its maintainers. The Champions programme thanks the people who
            make that community work: those who answer questions in Slack, fix bugs and write connectors, improve the
            documentation, and stand up at a meetup to share how their team runs DataHub.
          </p>
        </header>

        <div className={styles.columns}>
          <section aria-labelledby="what-heading">
            <Heading as="h2" id="what-heading">
              What the programme is
            </Heading>
            <p>
              Each year the community team recognises a group of DataHub users and contributors whose work has made a
              difference to others. Champions come from every kind of organisation, from start-ups to banks and
              healthcare providers, and from every role on a data team. There is no exam and no fee; recognition follows
              contributions that have already happened.
            </p>
            <p>
              Champions get a direct line to the maintainers, an early look at roadmap discussions so their feedback
              shapes what gets built, and a platform to share their work through town halls, the blog and community
              events.
            </p>
          </section>

          <section aria-labelledby="do-heading">
            <Heading as="h2" id="do-heading">
              What champions do
            </Heading>
            <ul>
              <li>Help newcomers in Slack and point them to the right docs.</li>
              <li>Contribute code, connectors, tests and bug reports others can reproduce.</li>
              <li>Improve the documentation where they once got stuck.</li>
              <li>Speak at town halls and meetups, and write about what worked and what did not.</li>
              <li>Bring feedback from their teams to the maintainers and review design proposals.</li>
            </ul>
          </section>

          <section aria-labelledby="nominate-heading">
            <Heading as="h2" id="nominate-heading">
              How to be nominated
            </Heading>
            <p>
              Anyone in the community can nominate someone, and you may nominate yourself. Send a direct message to a
              member of the community team on <Link to="/slack">Slack</Link> with the person&apos;s name and a few lines
              on what they have done: threads they answered, pull requests, talks or articles. Nominations are reviewed
              once a year, and new champions are announced at a town hall and in #announcements.
            </p>
            <p>
              The best way to become a champion is to start helping: answer a question in #troubleshoot, pick up a good
              first issue from the <Link to="/docs/contributing">contributing guide</Link>, or present at a{' '}
              <Link to="/events">community event</Link>.
            </p>
          </section>
        </div>

        <section aria-labelledby="by-year-heading" className={styles.byYear}>
          <Heading as="h2" id="by-year-heading">
            Champions by year
          </Heading>
          <p className={styles.note} role="note">
            <strong>Note:</strong> the entries below are illustrative of the programme&apos;s make-up: the mix of roles,
            organisations and contributions in each year. To protect privacy they show a first name and an initial and
            describe the organisation by type rather than by name.
          </p>
          {groups.map((group) => (
            <section key={group.year} aria-labelledby={`year-${group.year}`} className={styles.year}>
              <Heading as="h3" id={`year-${group.year}`}>
                {group.year} champions
              </Heading>
              <ul className={styles.grid}>
                {group.champions.map((champion) => (
                  <ChampionCard key={champion.id} champion={champion} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      </main>
    </Layout>
  );
}
