import {z} from 'zod';
import {channelGroups} from '../slackChannels';

// Checked by tests/unit/community-data.test.ts (Node only): the pages import just the type, so zod
// never reaches the browser.
export const slackChannelSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** As it appears in Slack, with the hash: "#troubleshoot". */
    name: z.string().regex(/^#[a-z0-9]+(-[a-z0-9]+)*$/),
    group: z.enum(channelGroups),
    purpose: z.string().min(20).max(240),
  })
  .strict()
  .refine((channel) => channel.name === `#${channel.id}`, {message: 'name must be "#" + id', path: ['name']});

export const slackChannelsSchema = z.array(slackChannelSchema).min(5);

export type SlackChannel = z.infer<typeof slackChannelSchema>;
