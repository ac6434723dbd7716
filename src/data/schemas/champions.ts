import {z} from 'zod';
import {championYears, contributionAreas} from '../champions';

// Checked by tests/unit/community-data.test.ts (Node only): the pages import just the type, so zod
// never reaches the browser.
const championLinkSchema = z
  .object({
    label: z.string().min(2),
    href: z.union([
      z.literal('/slack'),
      z
        .string()
        .regex(
          /^https:\/\/github\.com\/datahub-project(\/[A-Za-z0-9._-]+)*\/?$/,
          'links go only to /slack or https://github.com/datahub-project',
        ),
    ]),
  })
  .strict();

export const championSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** First name and the initial of the family name: "Maria K." */
    name: z
      .string()
      .regex(/^[A-Z][a-zA-Z\u00C0-\u017F'-]+ [A-Z]\.$/, 'name is a first name and an initial, like "Maria K."'),
    year: z.literal(championYears),
    /** Job and the kind of organisation, never its name: "Data platform engineer, fintech". */
    role: z.string().min(5),
    areas: z.array(z.enum(contributionAreas)).min(1),
    bio: z.string().min(40).max(320),
    links: z.array(championLinkSchema).min(1).max(3),
  })
  .strict();

export const championsSchema = z.array(championSchema).min(1);

export type Champion = z.infer<typeof championSchema>;
