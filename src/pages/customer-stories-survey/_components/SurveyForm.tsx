import React, {useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {postJson} from '@site/src/utils/postJson';
import {
  emptySurvey,
  firstInvalidField,
  roleOptions,
  storyMaxLength,
  teamSizeOptions,
  toSubmission,
  usageOptions,
  validateSurvey,
  type SurveyErrors,
  type SurveyField,
  type SurveyValues,
  type UsageValue,
} from './validation';
import styles from './styles.module.scss';

type Status =
  | {kind: 'idle'}
  | {kind: 'sending'}
  | {kind: 'not-configured'}
  | {kind: 'failed'; detail: string}
  | {kind: 'sent'};

const fieldId = (field: SurveyField) => `survey-${field}`;
const errorId = (field: SurveyField) => `survey-${field}-error`;
const hintId = (field: SurveyField) => `survey-${field}-hint`;

function FieldError({field, errors}: {field: SurveyField; errors: SurveyErrors}): ReactNode {
  const message = errors[field];
  return message ? (
    <p id={errorId(field)} className={styles.error}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  ) : null;
}

/** Props for an input: invalid state and the hint and error that describe it. */
function describe(field: SurveyField, errors: SurveyErrors, hasHint = false) {
  const describedBy = [hasHint ? hintId(field) : null, errors[field] ? errorId(field) : null].filter(Boolean).join(' ');
  return {
    id: fieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** What a field's control is drawn with: `describe`'s props and the ref that lets the form focus it. */
type ControlProps = ReturnType<typeof describe> & {ref: (element: HTMLElement | null) => void};

/**
 * One labelled field of the survey: its label (marked when required), the control `children` draws with the props it
 * is given, a hint and the field's error.
 */
function Field({
  field,
  label,
  required = false,
  hint,
  errors,
  register,
  children,
}: {
  field: SurveyField;
  label: string;
  required?: boolean;
  hint?: string;
  errors: SurveyErrors;
  /** The ref for a field's control (the form focuses the first field with a problem). */
  register: (field: SurveyField) => ControlProps['ref'];
  children: (control: ControlProps) => ReactNode;
}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)}>
        {label}
        {required && (
          <>
            {' '}
            <span className={styles.required}>required</span>
          </>
        )}
      </label>
      {children({...describe(field, errors, hint !== undefined), ref: register(field)})}
      {hint && (
        <p id={hintId(field)} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError field={field} errors={errors} />
    </div>
  );
}

/**
 * The survey. Checks run in the browser (the messages sit beside each field,
 * and focus moves to the first field with a problem). Nothing typed is ever
 * cleared: not when sending is not configured, and not when sending fails.
 */
export default function SurveyForm({endpoint}: {endpoint: string | null}): ReactNode {
  const [values, setValues] = useState<SurveyValues>(emptySurvey);
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const fields = useRef<Partial<Record<SurveyField, HTMLElement | null>>>({});
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const register = (field: SurveyField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  // Messages appear after the first attempt to send, then follow every change.
  const errors: SurveyErrors = attempted ? validateSurvey(values) : {};

  const set = <K extends SurveyField>(field: K, value: SurveyValues[K]) =>
    setValues((previous) => ({...previous, [field]: value}));

  const toggleUse = (use: UsageValue, checked: boolean) =>
    setValues((previous) => ({
      ...previous,
      uses: checked
        ? [...previous.uses.filter((item) => item !== use), use]
        : previous.uses.filter((item) => item !== use),
    }));

  const send = async () => {
    if (status.kind === 'sending') return;
    setAttempted(true);
    const first = firstInvalidField(validateSurvey(values));
    if (first) {
      setStatus({kind: 'idle'});
      fields.current[first]?.focus();
      return;
    }
    if (!endpoint) {
      setStatus({kind: 'not-configured'});
      return;
    }
    setStatus({kind: 'sending'});
    try {
      await postJson(endpoint, toSubmission(values));
      setStatus({kind: 'sent'});
      window.requestAnimationFrame(() => thanksRef.current?.focus());
    } catch (error) {
      setStatus({kind: 'failed', detail: error instanceof Error ? error.message : 'Something went wrong.'});
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  if (status.kind === 'sent') {
    return (
      <div className={styles.thanks}>
        <h2 ref={thanksRef} tabIndex={-1} className={styles.thanksHeading}>
          Thank you for sharing your story
        </h2>
        <p>
          We read every answer. If your story is a good fit for a case study or a town hall talk, someone from the
          community team will email you at <strong>{values.email.trim()}</strong> before anything is published.
        </p>
        <p>
          Meanwhile, come and say hello in <Link to="/slack">#show-and-tell on Slack</Link> or read other{' '}
          <Link to="/adoption-stories">adoption stories</Link>.
        </p>
      </div>
    );
  }

  const sending = status.kind === 'sending';

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="survey-heading"
      aria-busy={sending || undefined}
      data-endpoint-configured={endpoint ? 'true' : 'false'}>
      <Heading as="h2" id="survey-heading" className={styles.formHeading}>
        About you and your team
      </Heading>
      <p className={styles.legendNote}>
        Fields marked <span className={styles.required}>required</span> must be filled in; the rest are optional.
      </p>

      <div className={styles.row}>
        <Field field="name" label="Name" required errors={errors} register={register}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          )}
        </Field>

        <Field
          field="email"
          label="Work email"
          required
          hint="Only used to contact you about your story."
          errors={errors}
          register={register}>
          {(control) => (
            <input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </Field>
      </div>

      <div className={styles.row}>
        <Field
          field="company"
          label="Company or organisation"
          hint="Leave blank if you would rather not say."
          errors={errors}
          register={register}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="organization"
              value={values.company}
              onChange={(event) => set('company', event.target.value)}
            />
          )}
        </Field>

        <Field field="role" label="Your role" required errors={errors} register={register}>
          {(control) => (
            <select
              {...control}
              value={values.role}
              onChange={(event) => set('role', event.target.value as SurveyValues['role'])}>
              <option value="">Choose a role</option>
              {roleOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Field field="teamSize" label="Size of the data team" errors={errors} register={register}>
          {(control) => (
            <select
              {...control}
              value={values.teamSize}
              onChange={(event) => set('teamSize', event.target.value as SurveyValues['teamSize'])}>
              <option value="">Prefer not to say</option>
              {teamSizeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.uses ? errorId('uses') : undefined}
        aria-invalid={errors.uses ? true : undefined}>
        <legend>How does your team use DataHub? Choose any that apply.</legend>
        <div className={styles.checkboxGrid}>
          {usageOptions.map((option, index) => {
            const id = `${fieldId('uses')}-${option.value}`;
            return (
              <div key={option.value} className={styles.checkbox}>
                <input
                  id={id}
                  name="uses"
                  type="checkbox"
                  value={option.value}
                  ref={index === 0 ? register('uses') : undefined}
                  checked={values.uses.includes(option.value)}
                  onChange={(event) => toggleUse(option.value, event.target.checked)}
                />
                <label htmlFor={id}>{option.label}</label>
              </div>
            );
          })}
        </div>
        <FieldError field="uses" errors={errors} />
      </fieldset>

      <Field
        field="story"
        label="Your story"
        required
        hint="What problem were you solving, how did DataHub help, and what would you tell a team starting out?"
        errors={errors}
        register={register}>
        {(control) => (
          <textarea
            {...control}
            rows={7}
            maxLength={storyMaxLength}
            value={values.story}
            onChange={(event) => set('story', event.target.value)}
          />
        )}
      </Field>

      <div className={clsx(styles.field, styles.consent)}>
        <div className={styles.checkbox}>
          <input
            {...describe('consent', errors)}
            ref={register('consent')}
            type="checkbox"
            checked={values.consent}
            onChange={(event) => set('consent', event.target.checked)}
          />
          <label htmlFor={fieldId('consent')}>
            The DataHub community team may contact me about my story. Nothing is published without my approval.{' '}
            <span className={styles.required}>required</span>
          </label>
        </div>
        <FieldError field="consent" errors={errors} />
      </div>

      <div role="status">
        {status.kind === 'sending' && <p>Sending your answers…</p>}
        {status.kind === 'not-configured' && (
          <div className={clsx(styles.message, styles.messageInfo)}>
            <p>
              <strong>Submission is not configured on this deployment</strong>, so your answers were not sent. Nothing
              has been lost: everything you typed is still in the form. You can copy your story and share it with the
              team on <Link to="/slack">Slack</Link> instead.
            </p>
          </div>
        )}
      </div>

      <div role="alert">
        {status.kind === 'failed' && (
          <div className={clsx(styles.message, styles.messageError)}>
            <p>
              <strong>Your answers could not be sent.</strong> {status.detail} Everything you typed is still in the
              form.
            </p>
            <button type="button" className="button button--primary" onClick={() => void send()}>
              Try again
            </button>
          </div>
        )}
      </div>

      <div className={styles.actions}>
        <button type="submit" className="button button--primary button--lg" aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Send my story'}
        </button>
      </div>
    </form>
  );
}
