import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import styles from './styles.module.scss';

const members = [
  {
    title: 'Data and analytics engineers',
    text: 'who build the pipelines and models that DataHub catalogues, and want lineage and documentation to keep up with them.',
  },
  {
    title: 'Data platform teams',
    text: 'who deploy and run DataHub for the rest of the company and care about upgrades, scale and ingestion reliability.',
  },
  {
    title: 'Governance leads and data stewards',
    text: 'who own glossaries, domains, policies and sensitive-data rules, and need them to work in practice, not only on paper.',
  },
  {
    title: 'Analysts, scientists and ML engineers',
    text: 'who are the everyday readers of the catalogue and know best what makes a dataset easy or hard to trust.',
  },
];

/** /guild: the DataHub Data Practitioners Guild. */
export default function Guild(): ReactNode {
  return (
    <Layout
      title="Data Practitioners Guild"
      description="The DataHub Data Practitioners Guild is a group of people who run and use DataHub every day and share how they do it. Who it is for, what members do and how to join.">
      <main className="container margin-vert--xl">
        <article className={styles.article}>
          <header>
            <Heading as="h1">The DataHub Data Practitioners Guild</Heading>
            <p className={styles.lead}>
              The Guild is a circle within the DataHub community for people who work with metadata every day. Members
              trade the practical knowledge that rarely makes it into documentation: how they rolled DataHub out, what
              they got wrong the first time, and what finally got their colleagues to use it.
            </p>
          </header>

          <section aria-labelledby="what-heading">
            <Heading as="h2" id="what-heading">
              What the Guild is
            </Heading>
            <p>
              Installing a catalogue is the easy part. Getting hundreds of people to document what they own, agree on
              what a &quot;customer&quot; is and check lineage before they change a table is a problem of habits and
              teams more than of software. The Guild exists for that part of the work. It is a peer group, not a support
              channel and not a sales programme: members meet as practitioners, share what they have tried and speak
              frankly about what did and did not work.
            </p>
            <p>
              The Guild complements the rest of the community. Questions about errors and configuration still belong in
              the main Slack channels, where maintainers and volunteers answer them quickly. Product news still comes
              through the <Link to="/events">monthly town hall</Link>. The Guild is where you go when the question is
              &quot;how should we do this?&quot; rather than &quot;why is this broken?&quot;.
            </p>
          </section>

          <section aria-labelledby="who-heading">
            <Heading as="h2" id="who-heading">
              Who it is for
            </Heading>
            <p>
              Anyone who uses DataHub in their work, whether it runs in your own infrastructure or in DataHub Cloud, and
              whether you have ten datasets or ten million. You do not need to write code or be an expert. Members
              include:
            </p>
            <ul className={styles.members}>
              {members.map((member) => (
                <li key={member.title}>
                  <strong>{member.title}</strong> {member.text}
                </li>
              ))}
            </ul>
            <p>
              If you are still evaluating DataHub, you are welcome too: hearing from teams a year or two ahead of you is
              one of the best ways to plan a rollout.
            </p>
          </section>

          <section aria-labelledby="do-heading">
            <Heading as="h2" id="do-heading">
              What members do
            </Heading>
            <ul>
              <li>
                <strong>Share playbooks.</strong> Templates for ownership rules, glossary structures, domain models and
                onboarding guides that others can adapt instead of starting from a blank page.
              </li>
              <li>
                <strong>Meet in small sessions.</strong> Regular online discussions on one topic at a time, such as
                rolling out a business glossary, measuring adoption, or handling sensitive data, with members leading
                the conversation.
              </li>
              <li>
                <strong>Shape the product.</strong> Members give early feedback on design proposals and roadmap themes,
                so the features that ship fit how data teams really work.
              </li>
              <li>
                <strong>Help each other.</strong> Review each other&apos;s plans, answer questions from people facing a
                problem you have already solved, and mentor newcomers.
              </li>
              <li>
                <strong>Tell their story.</strong> Many talks at town halls and meetups start as a Guild conversation.
                Members who want to present get help shaping their talk.
              </li>
            </ul>
          </section>

          <section aria-labelledby="join-heading" className={styles.join}>
            <Heading as="h2" id="join-heading">
              How to join
            </Heading>
            <p>Joining is free and takes a couple of minutes. Everything happens in the DataHub Slack workspace.</p>
            <ol>
              <li>
                Join the <Link to="/slack">DataHub Slack community</Link> if you are not a member yet.
              </li>
              <li>
                Introduce yourself in #introduce-yourself: your role, the kind of organisation you work in and what you
                use DataHub for.
              </li>
              <li>
                Mention that you would like to join the Guild. A member of the community team will add you to the Guild
                channel and share the calendar of upcoming sessions.
              </li>
            </ol>
            <p>
              As in every DataHub space, the <Link to="/docs/code_of_conduct">code of conduct</Link> applies. Be
              generous with what you know, and keep what others share about their employers in confidence.
            </p>
            <Link className="button button--primary button--lg" to="/slack">
              Join us on Slack
            </Link>
          </section>
        </article>
      </main>
    </Layout>
  );
}
