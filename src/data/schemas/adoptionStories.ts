import {z} from 'zod';
import {industries, linkKinds, useCases} from '../adoptionStories';

// Checked by tests/unit/community-data.test.ts (Node only): the pages import just the type, so zod
// never reaches the browser.
const httpsUrl = z.url({protocol: /^https$/});

export const adoptionStorySchema = z
  .object({
    /** Stable slug, used as the React key and in tests. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be a lower-case slug'),
    name: z.string().min(2),
    industry: z.enum(industries),
    useCases: z.array(z.enum(useCases)).min(1),
    /** Two or three sentences in our own words. */
    summary: z.string().min(40).max(420),
    link: z.object({
      href: httpsUrl,
      kind: z.enum(linkKinds),
      /** What the link opens, read out by screen readers: "LinkedIn Engineering blog post". */
      title: z.string().min(3),
    }),
  })
  .strict()
  .refine((story) => new Set(story.useCases).size === story.useCases.length, {
    message: 'useCases must not repeat',
    path: ['useCases'],
  });

export const adoptionStoriesSchema = z.array(adoptionStorySchema).min(12).max(16);

export type AdoptionStory = z.infer<typeof adoptionStorySchema>;
