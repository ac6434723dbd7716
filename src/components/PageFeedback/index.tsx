import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {postJson} from '@site/src/utils/postJson';
import styles from './styles.module.scss';

export type Vote = 'up' | 'down';

/** The JSON posted to FEEDBACK_ENDPOINT. */
export interface FeedbackPayload {
  /** The page's path, with the base URL: "/docs/quickstart". */
  path: string;
  /** Docs version name: "current" or a version number. */
  version: string;
  vote: Vote;
  /** What the reader wrote, or null. */
  comment: string | null;
}

type Phase = 'ask' | 'comment' | 'sending' | 'failed' | 'sent' | 'unconfigured';

/** A thumb drawn in SVG (emoji fonts are missing on some systems). */
function Thumb({down}: {down: boolean}): ReactNode {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      className={styles.thumb}
      style={down ? {transform: 'rotate(180deg)'} : undefined}>
      <path
        fill="currentColor"
        d="M7.2 1.3c.5-.4 1.3-.3 1.7.3.3.4.4 1 .3 1.5L8.7 6H13c1 0 1.8.9 1.6 1.9l-1 5.2c-.2.9-.9 1.5-1.8 1.5H6V6.8l1.2-5.5ZM1.5 7H4.5v7.6h-3a.5.5 0 0 1-.5-.5V7.5c0-.3.2-.5.5-.5Z"
      />
    </svg>
  );
}

/**
 * "Is this page helpful?" at the foot of a doc page: thumbs up or down, then an
 * optional comment, posted as JSON to FEEDBACK_ENDPOINT. Without an endpoint it
 * says so and points to the Slack community. A failed send keeps the comment in
 * the box and offers a retry.
 */
export default function PageFeedback({path, version}: {path: string; version: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // FEEDBACK_ENDPOINT, checked when the site is built (config/env.ts); null when unset.
  const endpoint = (siteConfig.customFields?.feedbackEndpoint as string | null | undefined) ?? null;
  const [phase, setPhase] = useState<Phase>('ask');
  const [vote, setVote] = useState<Vote | null>(null);
  const [comment, setComment] = useState('');
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  const commentId = useId();
  const errorId = useId();

  useEffect(() => {
    if (phase === 'comment') commentRef.current?.focus();
    if (phase === 'sent' || phase === 'unconfigured') resultRef.current?.focus();
  }, [phase]);

  const choose = (choice: Vote) => {
    setVote(choice);
    if (phase === 'ask') setPhase(endpoint ? 'comment' : 'unconfigured');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!endpoint || !vote || phase === 'sending') return;
    setPhase('sending');
    try {
      await postJson(endpoint, {path, version, vote, comment: comment.trim() || null} satisfies FeedbackPayload);
      setPhase('sent');
    } catch {
      // The comment stays in the box; the reader can send it again.
      setPhase('failed');
    }
  };

  const done = phase === 'sent' || phase === 'unconfigured';
  const slackLink = `/slack?${new URLSearchParams({utm_source: 'docs', utm_medium: 'page_feedback', utm_content: path})}`;

  return (
    <section className={styles.feedback} aria-labelledby={questionId} data-pagefind-ignore="all">
      <div className={styles.question}>
        <p id={questionId} className={styles.title}>
          Is this page helpful?
        </p>
        {!done && (
          <div className={styles.votes} role="group" aria-labelledby={questionId}>
            {(['up', 'down'] as const).map((choice) => (
              <button
                key={choice}
                type="button"
                className={clsx(styles.vote, vote === choice && styles.voteChosen)}
                aria-pressed={vote === choice}
                disabled={phase === 'sending'}
                onClick={() => choose(choice)}>
                <Thumb down={choice === 'down'} /> {choice === 'up' ? 'Yes' : 'No'}
              </button>
            ))}
          </div>
        )}
      </div>

      {(phase === 'comment' || phase === 'sending' || phase === 'failed') && (
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={commentId} className={styles.label}>
            {vote === 'up' ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}
          </label>
          <textarea
            id={commentId}
            ref={commentRef}
            className={styles.comment}
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={phase === 'failed' ? errorId : undefined}
          />
          {phase === 'failed' && (
            <p id={errorId} role="alert" className={styles.error}>
              Your feedback could not be sent. Your comment is still here: try again.
            </p>
          )}
          <div className={styles.formActions}>
            <button type="submit" className="button button--primary button--sm" disabled={phase === 'sending'}>
              {phase === 'sending' ? 'Sending…' : phase === 'failed' ? 'Retry' : 'Send feedback'}
            </button>
          </div>
        </form>
      )}

      {phase === 'sent' && (
        <p ref={resultRef} tabIndex={-1} role="status" className={styles.result}>
          Thank you, your feedback was sent.
        </p>
      )}
      {phase === 'unconfigured' && (
        <p ref={resultRef} tabIndex={-1} role="status" className={styles.result}>
          Thank you. Page feedback is not configured on this copy of the site, so your answer was not sent. Tell us what
          would make this page better in the <Link to={slackLink}>DataHub Slack community</Link>.
        </p>
      )}
    </section>
  );
}
