import {z} from 'zod';
import {eventInternalRoutes, eventKinds} from '../events';

// Checked by tests/unit/community-data.test.ts (Node only): the pages import just the type, so zod
// never reaches the browser.
const eventLinkSchema = z
  .object({
    label: z.string().min(3),
    href: z.union([z.enum(eventInternalRoutes), z.url({protocol: /^https$/})]),
  })
  .strict();

const locationSchema = z.discriminatedUnion('type', [
  z.object({type: z.literal('online')}).strict(),
  z.object({type: z.literal('in-person'), city: z.string().min(2)}).strict(),
]);

export const communityEventSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().min(5),
    kind: z.enum(eventKinds),
    /** Start time in UTC, e.g. "2026-01-29T17:00:00Z". */
    start: z.iso.datetime(),
    durationMinutes: z.number().int().min(15).max(600),
    location: locationSchema,
    /** Where a talk is given, described by kind: "Data engineering conference". */
    venue: z.string().min(3).optional(),
    description: z.string().min(30).max(400),
    link: eventLinkSchema.optional(),
  })
  .strict();

export const communityEventsSchema = z.array(communityEventSchema).min(1);

export type CommunityEvent = z.infer<typeof communityEventSchema>;
