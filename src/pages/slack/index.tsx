import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {channelGroupLabels, channelGroups, slackChannels} from '../../data/slackChannels';
import styles from './styles.module.scss';

const defaultInvite = 'https://datahub.com/slack/';

/** The invite link from the site config, when it is an http(s) URL. */
function inviteUrl(value: unknown): string {
  if (typeof value !== 'string') return defaultInvite;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : defaultInvite;
  } catch {
    return defaultInvite;
  }
}

function JoinButton({href}: {href: string}): ReactNode {
  return (
    <Link className="button button--primary button--lg" href={href} target="_blank" rel="noopener noreferrer">
      Join the DataHub Slack
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

/** /slack: why and how to join the community workspace, its main channels and its rules. */
export default function Slack(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const invite = inviteUrl(siteConfig.customFields?.slackInviteUrl);
  return (
    <Layout
      title="Join the DataHub Slack community"
      description="Join more than 14,000 DataHub users and maintainers on Slack: get help, follow releases, share what you built. How to join, the main channels and the code of conduct.">
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Join the DataHub Slack community
            </Heading>
            <p className={styles.lead}>
              More than 14,000 people who build, run and use DataHub talk in one open Slack workspace. It is the fastest
              way to get unstuck, to hear about releases first, and to meet the engineers who work on DataHub every day.
            </p>
            <JoinButton href={invite} />
          </div>
        </header>

        <div className="container margin-vert--xl">
          <div className={styles.columns}>
            <section aria-labelledby="why-heading">
              <Heading as="h2" id="why-heading">
                Why join
              </Heading>
              <ul>
                <li>
                  <strong>Answers from people who know.</strong> Maintainers and experienced users answer questions
                  about deployment, ingestion, search and the APIs, often within hours.
                </li>
                <li>
                  <strong>News first.</strong> Releases, town hall invitations and breaking changes are announced here
                  before anywhere else.
                </li>
                <li>
                  <strong>A say in what is built.</strong> Design proposals and feature ideas are discussed in the open,
                  and feedback from users changes them.
                </li>
                <li>
                  <strong>Peers.</strong> Thousands of teams have solved the problem you are looking at. Someone has
                  probably written the recipe you need.
                </li>
              </ul>
            </section>

            <section aria-labelledby="how-heading">
              <Heading as="h2" id="how-heading">
                How to join
              </Heading>
              <ol>
                <li>Open the invitation with the button on this page and sign up with your email address.</li>
                <li>Confirm your address from the email Slack sends you, and pick a display name.</li>
                <li>Say hello in #introduce-yourself: what you work on and how you use DataHub.</li>
                <li>Join the channels below that match your work, and read the pinned messages in each.</li>
              </ol>
              <p>
                Joining is free, and you can use the workspace whether you run DataHub yourself, use DataHub Cloud, or
                are still deciding.
              </p>
            </section>
          </div>

          <section aria-labelledby="channels-heading" className={styles.section}>
            <Heading as="h2" id="channels-heading">
              Main channels
            </Heading>
            <p>
              Posting in the right channel gets you a faster answer. Channel names change from time to time; the channel
              list in Slack is always current.
            </p>
            {channelGroups.map((group) => {
              const channels = slackChannels.filter((channel) => channel.group === group);
              if (channels.length === 0) return null;
              return (
                <section key={group} aria-labelledby={`channels-${group}`} className={styles.group}>
                  <Heading as="h3" id={`channels-${group}`} className={styles.groupTitle}>
                    {channelGroupLabels[group]}
                  </Heading>
                  <ul className={styles.grid}>
                    {channels.map((channel) => (
                      <li key={channel.id} className={styles.channel}>
                        <p className={styles.channelName}>{channel.name}</p>
                        <p className={styles.channelPurpose}>{channel.purpose}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </section>

          <section aria-labelledby="ask-heading" className={styles.section}>
            <Heading as="h2" id="ask-heading">
              Ask a question that gets answered
            </Heading>
            <p>
              Say which DataHub version and CLI version you run, how you deploy it (Docker quickstart, Helm on
              Kubernetes or DataHub Cloud), what you ran and the full error as a text snippet. Search the channel first:
              many questions have been answered before. Reply in threads so conversations stay readable, and never paste
              passwords, tokens or connection strings.
            </p>
          </section>

          <section aria-labelledby="conduct-heading" className={styles.section}>
            <Heading as="h2" id="conduct-heading">
              Code of conduct
            </Heading>
            <p>
              The workspace follows the DataHub <Link to="/docs/code_of_conduct">code of conduct</Link>. Be kind and
              patient, assume good intent, and remember that most people here help in their spare time. Ask in public
              channels rather than in direct messages, so the answer helps the next person too. Never report a security
              vulnerability in a channel: report it privately, as the security policy describes. If someone behaves
              unacceptably, report it as the code of conduct explains; reports are handled in confidence.
            </p>
          </section>

          <section aria-labelledby="next-heading" className={styles.cta}>
            <Heading as="h2" id="next-heading">
              Ready to say hello?
            </Heading>
            <p>
              Once you are in, come to the next <Link to="/events">town hall</Link>, or read how to{' '}
              <Link to="/docs/contributing">contribute to DataHub</Link>.
            </p>
            <JoinButton href={invite} />
          </section>
        </div>
      </main>
    </Layout>
  );
}
