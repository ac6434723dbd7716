/**
 * The customer-stories survey: its fields, choices and checks. No React here,
 * so the rules can be tested on their own and reused by the form.
 */

export const roleOptions = [
  {value: 'data-engineer', label: 'Data engineer'},
  {value: 'analytics-engineer', label: 'Analytics engineer'},
  {value: 'data-analyst', label: 'Data analyst or scientist'},
  {value: 'platform-engineer', label: 'Platform or infrastructure engineer'},
  {value: 'governance', label: 'Data governance, steward or privacy'},
  {value: 'ml-engineer', label: 'Machine learning engineer'},
  {value: 'manager', label: 'Engineering or data leader'},
  {value: 'other', label: 'Something else'},
] as const;

export const teamSizeOptions = [
  {value: '1-5', label: '1 to 5 people'},
  {value: '6-20', label: '6 to 20 people'},
  {value: '21-100', label: '21 to 100 people'},
  {value: '101-500', label: '101 to 500 people'},
  {value: '500+', label: 'More than 500 people'},
] as const;

export const usageOptions = [
  {value: 'discovery', label: 'Finding and understanding data'},
  {value: 'lineage', label: 'Lineage and impact analysis'},
  {value: 'governance', label: 'Governance: ownership, glossary, domains'},
  {value: 'data-quality', label: 'Data quality and observability'},
  {value: 'compliance', label: 'Compliance and sensitive data'},
  {value: 'data-products', label: 'Data products and data mesh'},
  {value: 'ai', label: 'Context for AI agents and assistants'},
  {value: 'automation', label: 'Automation with APIs and events'},
] as const;

export type RoleValue = (typeof roleOptions)[number]['value'];
export type TeamSizeValue = (typeof teamSizeOptions)[number]['value'];
export type UsageValue = (typeof usageOptions)[number]['value'];

export interface SurveyValues {
  name: string;
  email: string;
  company: string;
  /** '' until chosen. */
  role: RoleValue | '';
  teamSize: TeamSizeValue | '';
  uses: UsageValue[];
  story: string;
  consent: boolean;
}

export type SurveyField = keyof SurveyValues;
export type SurveyErrors = Partial<Record<SurveyField, string>>;

/** Fields in the order they appear in the form: the first invalid one gets focus. */
export const fieldOrder: readonly SurveyField[] = [
  'name',
  'email',
  'company',
  'role',
  'teamSize',
  'uses',
  'story',
  'consent',
];

export const emptySurvey: SurveyValues = {
  name: '',
  email: '',
  company: '',
  role: '',
  teamSize: '',
  uses: [],
  story: '',
  consent: false,
};

export const storyMinLength = 20;
export const storyMaxLength = 5000;
export const shortFieldMaxLength = 200;

/** A practical check, not RFC 5322: something@domain.tld, no spaces, no empty labels. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > 254) return false;
  const match = /^([^\s@]+)@([^\s@]+)$/.exec(email);
  if (!match) return false;
  const domain = match[2]!;
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[A-Za-z0-9-]+$/.test(label) && !label.startsWith('-') && !label.endsWith('-')) &&
    /^[A-Za-z]{2,}$/.test(labels[labels.length - 1]!)
  );
}

const isOneOf = <T extends string>(options: readonly {value: T}[], value: string): value is T =>
  options.some((option) => option.value === value);

/** Every problem with the values, one message per field; an empty object means the survey can be sent. */
export function validateSurvey(values: SurveyValues): SurveyErrors {
  const errors: SurveyErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > shortFieldMaxLength) errors.name = `Keep your name under ${shortFieldMaxLength} characters.`;

  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!isValidEmail(values.email)) errors.email = 'Enter an email address in the form name@example.com.';

  if (values.company.trim().length > shortFieldMaxLength)
    errors.company = `Keep the company name under ${shortFieldMaxLength} characters.`;

  if (!values.role) errors.role = 'Choose the role closest to yours.';
  else if (!isOneOf(roleOptions, values.role)) errors.role = 'Choose a role from the list.';

  if (values.teamSize && !isOneOf(teamSizeOptions, values.teamSize))
    errors.teamSize = 'Choose a team size from the list.';

  if (values.uses.some((use) => !isOneOf(usageOptions, use))) errors.uses = 'Choose only options from the list.';

  const story = values.story.trim();
  if (!story) errors.story = 'Tell us a little about how your team uses DataHub.';
  else if (story.length < storyMinLength)
    errors.story = `Add a little more detail: at least ${storyMinLength} characters.`;
  else if (story.length > storyMaxLength) errors.story = `Keep your story under ${storyMaxLength} characters.`;

  if (!values.consent) errors.consent = 'Tick this box so we may contact you about your story.';
  return errors;
}

export function firstInvalidField(errors: SurveyErrors): SurveyField | null {
  return fieldOrder.find((field) => errors[field] !== undefined) ?? null;
}

/** The JSON body sent to the survey endpoint. */
export function toSubmission(values: SurveyValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim() || null,
    role: values.role,
    teamSize: values.teamSize || null,
    uses: [...values.uses],
    story: values.story.trim(),
    consent: values.consent,
  };
}
