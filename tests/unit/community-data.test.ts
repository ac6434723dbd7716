import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {adoptionStories} from '../../src/data/adoptionStories';
import {champions, championYears} from '../../src/data/champions';
import {communityEvents} from '../../src/data/events';
import {slackChannels} from '../../src/data/slackChannels';
import {adoptionStoriesSchema} from '../../src/data/schemas/adoptionStories';
import {championsSchema} from '../../src/data/schemas/champions';
import {communityEventsSchema} from '../../src/data/schemas/events';
import {slackChannelsSchema} from '../../src/data/schemas/slackChannels';

/** Routes that exist on the site; internal links in the data may point only at these. */
const knownRoutes = new Set([
  '/',
  '/docs/features',
  '/docs/quickstart',
  '/docs/code_of_conduct',
  '/docs/townhalls',
  '/docs/contributing',
  '/slack',
  '/events',
  '/champions',
  '/adoption-stories',
  '/customer-stories-survey',
  '/guild',
  '/learn',
  '/integrations',
]);

function assertUniqueIds(items: readonly {id: string}[], what: string): void {
  const seen = new Set<string>();
  for (const {id} of items) {
    assert.ok(!seen.has(id), `${what}: duplicate id "${id}"`);
    seen.add(id);
  }
}

/** Every string under `value` that looks like a link target, with where it was found. */
function collectHrefs(value: unknown, path = ''): {path: string; href: string}[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => collectHrefs(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'href' && typeof inner === 'string'
        ? [{path: `${path}.${key}`, href: inner}]
        : collectHrefs(inner, `${path}.${key}`),
    );
  }
  return [];
}

function assertLinksSafe(data: unknown, what: string): void {
  const hrefs = collectHrefs(data);
  for (const {path, href} of hrefs) {
    if (href.startsWith('/') && !href.startsWith('//')) {
      assert.ok(
        knownRoutes.has(href.split(/[?#]/)[0]!),
        `${what}${path}: internal link "${href}" is not a known route`,
      );
    } else {
      const url = new URL(href);
      assert.equal(url.protocol, 'https:', `${what}${path}: external link "${href}" must use https`);
    }
  }
}

describe('adoption stories data', () => {
  it('matches its schema', () => {
    const result = adoptionStoriesSchema.safeParse(adoptionStories);
    assert.ok(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2));
  });
  it('has 12 to 16 organisations with unique ids and names', () => {
    assert.ok(adoptionStories.length >= 12 && adoptionStories.length <= 16);
    assertUniqueIds(adoptionStories, 'adoption stories');
    assert.equal(new Set(adoptionStories.map((story) => story.name)).size, adoptionStories.length, 'duplicate name');
  });
  it('links only over https', () => {
    assertLinksSafe(adoptionStories, 'adoptionStories');
    assert.ok(adoptionStories.every((story) => story.link.href.startsWith('https://')));
  });
});

describe('champions data', () => {
  it('matches its schema', () => {
    const result = championsSchema.safeParse(champions);
    assert.ok(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2));
  });
  it('has unique ids and someone in every programme year', () => {
    assertUniqueIds(champions, 'champions');
    for (const year of championYears) {
      assert.ok(
        champions.some((champion) => champion.year === year),
        `no champion for ${year}`,
      );
    }
  });
  it('names people by first name and initial only', () => {
    for (const champion of champions) assert.match(champion.name, /^\S+ [A-Z]\.$/);
  });
  it('links only to /slack or the datahub-project GitHub organisation', () => {
    for (const {href} of collectHrefs(champions)) {
      assert.ok(href === '/slack' || href.startsWith('https://github.com/datahub-project'), href);
    }
    assertLinksSafe(champions, 'champions');
  });
  it('rejects a full name and an outside link', () => {
    const bad = {...champions[0]!, name: 'Maria Kowalska', links: [{label: 'Site', href: 'https://example.com'}]};
    assert.equal(championsSchema.safeParse([bad]).success, false);
  });
});

describe('events data', () => {
  it('matches its schema', () => {
    const result = communityEventsSchema.safeParse(communityEvents);
    assert.ok(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2));
  });
  it('has unique ids', () => assertUniqueIds(communityEvents, 'events'));
  it('has valid UTC start times that round-trip', () => {
    for (const event of communityEvents) {
      assert.ok(event.start.endsWith('Z'), `${event.id}: start must be UTC`);
      const time = Date.parse(event.start);
      assert.ok(Number.isFinite(time), `${event.id}: invalid date ${event.start}`);
      assert.equal(
        new Date(time).toISOString().replace('.000Z', 'Z'),
        event.start.replace('.000Z', 'Z'),
        `${event.id}: date does not round-trip`,
      );
    }
  });
  it('covers 2025 to 2027 with a monthly town hall', () => {
    const years = new Set(communityEvents.map((event) => new Date(event.start).getUTCFullYear()));
    for (const year of [2025, 2026, 2027]) assert.ok(years.has(year), `no events in ${year}`);
    const townHalls = communityEvents.filter((event) => event.kind === 'town-hall');
    assert.ok(townHalls.length >= 20);
    assert.equal(
      new Set(townHalls.map((event) => event.start.slice(0, 7))).size,
      townHalls.length,
      'two town halls in one month',
    );
    for (const kind of ['meetup', 'conference-talk'] as const) {
      assert.ok(
        communityEvents.some((event) => event.kind === kind),
        `no ${kind}`,
      );
    }
  });
  it('links to known routes or over https', () => assertLinksSafe(communityEvents, 'events'));
  it('rejects a local time without a zone and an http link', () => {
    const base = communityEvents[0]!;
    assert.equal(communityEventsSchema.safeParse([{...base, start: '2026-01-29T17:00:00'}]).success, false);
    assert.equal(communityEventsSchema.safeParse([{...base, start: '2026-02-30T17:00:00Z'}]).success, false);
    assert.equal(
      communityEventsSchema.safeParse([{...base, link: {label: 'Register', href: 'http://example.com'}}]).success,
      false,
    );
  });
});

describe('Slack channels data', () => {
  it('matches its schema', () => {
    const result = slackChannelsSchema.safeParse(slackChannels);
    assert.ok(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2));
  });
  it('has unique ids and the main channels', () => {
    assertUniqueIds(slackChannels, 'Slack channels');
    const names = new Set(slackChannels.map((channel) => channel.name));
    for (const name of [
      '#general',
      '#troubleshoot',
      '#ingestion',
      '#announcements',
      '#contribute',
      '#show-and-tell',
      '#office-hours',
    ]) {
      assert.ok(names.has(name), `missing ${name}`);
    }
  });
});
