import {describe, it} from 'node:test';
import assert from 'node:assert/strict';

import {splitEvents, isHappeningNow} from '../../src/pages/events/_components/ordering';
import {formatUtc, formatLocal, formatDuration} from '../../src/pages/events/_components/formatting';
import {checkImageUrl} from '../../src/pages/_components/imageUrl';
import {
  emptySurvey,
  firstInvalidField,
  isValidEmail,
  toSubmission,
  validateSurvey,
  type SurveyValues,
} from '../../src/pages/customer-stories-survey/_components/validation';
import {
  filterStories,
  filtersToSearch,
  hasActiveFilters,
  parseFilters,
  valuesInUse,
} from '../../src/pages/adoption-stories/_components/filters';
import {
  monogramColour,
  monogramLetters,
  monogramPaletteSize,
} from '../../src/pages/adoption-stories/_components/initials';
import {adoptionStories, industries} from '../../src/data/adoptionStories';
import {champions, championsByYear} from '../../src/data/champions';
import {communityEvents} from '../../src/data/events';

describe('event ordering', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  const events = [
    {id: 'past-old', start: '2025-01-30T17:00:00Z', durationMinutes: 60},
    {id: 'future-far', start: '2027-03-01T10:00:00Z', durationMinutes: 60},
    {id: 'past-recent', start: '2026-06-01T17:00:00Z', durationMinutes: 60},
    {id: 'in-progress', start: '2026-06-15T11:30:00Z', durationMinutes: 60},
    {id: 'future-soon', start: '2026-06-20T09:00:00Z', durationMinutes: 60},
    {id: 'just-ended', start: '2026-06-15T11:00:00Z', durationMinutes: 60},
  ];

  it('puts upcoming events soonest first, counting one in progress as upcoming', () => {
    const {upcoming} = splitEvents(events, now);
    assert.deepEqual(
      upcoming.map((event) => event.id),
      ['in-progress', 'future-soon', 'future-far'],
    );
  });
  it('puts past events most recent first; an event ending exactly now is past', () => {
    const {past} = splitEvents(events, now);
    assert.deepEqual(
      past.map((event) => event.id),
      ['just-ended', 'past-recent', 'past-old'],
    );
  });
  it('does not change the input and breaks ties by id', () => {
    const copy = events.map((event) => ({...event}));
    const tied = [
      {id: 'b', start: '2027-01-01T00:00:00Z', durationMinutes: 30},
      {id: 'a', start: '2027-01-01T00:00:00Z', durationMinutes: 30},
    ];
    assert.deepEqual(
      splitEvents(tied, now).upcoming.map((event) => event.id),
      ['a', 'b'],
    );
    splitEvents(events, now);
    assert.deepEqual(events, copy);
  });
  it('knows when an event is happening', () => {
    assert.equal(isHappeningNow(events[3]!, now), true);
    assert.equal(isHappeningNow(events[5]!, now), false);
  });
  it('splits the real data into both groups at a date inside its range', () => {
    const {upcoming, past} = splitEvents(communityEvents, Date.parse('2026-07-01T00:00:00Z'));
    assert.ok(upcoming.length > 0 && past.length > 0);
    assert.equal(upcoming.length + past.length, communityEvents.length);
    const starts = upcoming.map((event) => Date.parse(event.start));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
  });
});

describe('event date labels', () => {
  it('formats UTC the same everywhere', () => {
    assert.equal(formatUtc('2026-01-29T17:00:00Z'), 'Thursday 29 January 2026, 17:00 UTC');
    assert.equal(formatUtc('2025-03-20T01:05:00Z'), 'Thursday 20 March 2025, 01:05 UTC');
  });
  it('formats in a given time zone', () => {
    const text = formatLocal('2026-01-29T17:00:00Z', 'en-US', 'America/Los_Angeles');
    assert.match(text, /January 29, 2026/);
    assert.match(text, /9:00/);
  });
  it('formats durations', () => {
    assert.equal(formatDuration(60), '1 hour');
    assert.equal(formatDuration(40), '40 minutes');
    assert.equal(formatDuration(90), '90 minutes');
    assert.equal(formatDuration(150), '2 hours 30 minutes');
    assert.equal(formatDuration(180), '3 hours');
  });
});

describe('display-image URL check', () => {
  const context = {origin: 'https://docs.datahub.com'};

  const hostile: [string, string][] = [
    ['javascript:alert(1)', 'scheme'],
    ['JavaScript:alert(1)', 'scheme'],
    ['//evil.com/x.png', 'protocol-relative'],
    ['https://evil.com/a.png', 'other-origin'],
    ['http://docs.datahub.com/img/x.png', 'other-origin'],
    ['https://docs.datahub.com.evil.com/img/x.png', 'other-origin'],
    ['data:image/png;base64,AAAA', 'scheme'],
    ['/img/../../etc/passwd', 'traversal'],
    ['/img/%2e%2e/%2e%2e/secret.png', 'traversal'],
    ['/img/%252e%252e/secret.png', 'traversal'],
    ['/img/..%2f..%2fsecret.png', 'traversal'],
    ['/img/x%3F/../../secret.png', 'traversal'],
    ['/img/x.exe', 'extension'],
    ['/img/x.png.exe', 'extension'],
    ['/img/x', 'extension'],
    ['/\\evil.com/x.png', 'malformed'],
    ['java\tscript:alert(1)', 'malformed'],
    ['img/x.png', 'relative'],
    ['/img/x.png%', 'malformed'],
    ['', 'missing'],
  ];

  for (const [input, code] of hostile) {
    it(`refuses ${JSON.stringify(input)} (${code})`, () => {
      const result = checkImageUrl(input, context);
      assert.equal(result.ok, false);
      if (!result.ok) {
        assert.equal(result.code, code);
        assert.ok(result.reason.length > 20, 'the reason is a sentence');
      }
    });
  }

  it('refuses a missing parameter', () => {
    assert.deepEqual(checkImageUrl(null, context).ok, false);
  });

  it('allows a root-relative image path', () => {
    assert.deepEqual(checkImageUrl('/img/x.png', context), {ok: true, src: '/img/x.png'});
    assert.deepEqual(checkImageUrl('/img/datahub-social-card.png', context), {
      ok: true,
      src: '/img/datahub-social-card.png',
    });
    assert.deepEqual(checkImageUrl('/img/Logo.SVG?v=2', context), {ok: true, src: '/img/Logo.SVG?v=2'});
  });
  it('allows a same-origin absolute URL', () => {
    assert.deepEqual(checkImageUrl('https://docs.datahub.com/img/x.webp', context), {ok: true, src: '/img/x.webp'});
    assert.deepEqual(checkImageUrl('http://localhost:3000/img/a.jpeg', {origin: 'http://localhost:3000'}), {
      ok: true,
      src: '/img/a.jpeg',
    });
  });
  it('puts a path under the base URL when the site has one', () => {
    const sub = {origin: 'https://example.org', baseUrl: '/docs-site/'};
    assert.deepEqual(checkImageUrl('/img/x.gif', sub), {ok: true, src: '/docs-site/img/x.gif'});
    assert.deepEqual(checkImageUrl('/docs-site/img/x.gif', sub), {ok: true, src: '/docs-site/img/x.gif'});
  });
});

describe('survey validation', () => {
  const valid: SurveyValues = {
    name: 'Ada L.',
    email: 'ada@example.com',
    company: '',
    role: 'data-engineer',
    teamSize: '',
    uses: ['discovery'],
    story: 'We use DataHub to find tables and follow lineage across our warehouse.',
    consent: true,
  };

  it('accepts a complete survey', () => {
    assert.deepEqual(validateSurvey(valid), {});
  });
  it('reports every required field of an empty survey, name first', () => {
    const errors = validateSurvey(emptySurvey);
    assert.deepEqual(Object.keys(errors).sort(), ['consent', 'email', 'name', 'role', 'story']);
    assert.equal(firstInvalidField(errors), 'name');
  });
  it('checks the email format', () => {
    for (const email of [
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'ada @example.com',
      'ada@exa..mple.com',
      'ada@example.c',
    ]) {
      assert.equal(isValidEmail(email), false, email);
      assert.match(validateSurvey({...valid, email}).email ?? '', /name@example\.com/);
    }
    for (const email of ['ada@example.com', 'a.b+c@mail.example.co.uk', ' ada@example.io ']) {
      assert.equal(isValidEmail(email), true, email);
    }
  });
  it('finds the first invalid field in form order', () => {
    assert.equal(firstInvalidField(validateSurvey({...valid, story: 'short', consent: false})), 'story');
    assert.equal(firstInvalidField(validateSurvey({...valid, email: 'nope', consent: false})), 'email');
    assert.equal(firstInvalidField({}), null);
  });
  it('rejects a too-short story, whitespace-only name and unknown choices', () => {
    assert.ok(validateSurvey({...valid, story: 'Too short.'}).story);
    assert.ok(validateSurvey({...valid, name: '   '}).name);
    assert.ok(validateSurvey({...valid, role: 'astronaut' as SurveyValues['role']}).role);
    assert.ok(validateSurvey({...valid, uses: ['telepathy' as SurveyValues['uses'][number]]}).uses);
  });
  it('builds a trimmed JSON body', () => {
    const body = toSubmission({...valid, name: '  Ada L. ', company: '  '});
    assert.equal(body.name, 'Ada L.');
    assert.equal(body.company, null);
    assert.equal(body.teamSize, null);
    assert.deepEqual(JSON.parse(JSON.stringify(body)), body);
  });
});

describe('adoption story filters', () => {
  it('reads known filters from the query and ignores unknown ones', () => {
    assert.deepEqual(parseFilters('?industry=healthcare&useCase=data-mesh'), {
      industry: 'healthcare',
      useCase: 'data-mesh',
    });
    assert.deepEqual(parseFilters('?industry=<script>&useCase='), {industry: null, useCase: null});
    assert.equal(hasActiveFilters(parseFilters('')), false);
  });
  it('writes filters to the query and keeps other parameters', () => {
    assert.equal(filtersToSearch({industry: 'healthcare', useCase: null}), '?industry=healthcare');
    assert.equal(
      filtersToSearch({industry: null, useCase: 'lineage'}, '?utm_source=x&industry=gaming'),
      '?utm_source=x&useCase=lineage',
    );
    assert.equal(filtersToSearch({industry: null, useCase: null}, '?industry=gaming'), '');
  });
  it('filters by industry and use case together', () => {
    const finance = filterStories(adoptionStories, {industry: 'financial-services', useCase: null});
    assert.ok(finance.length > 0 && finance.every((story) => story.industry === 'financial-services'));
    const mesh = filterStories(adoptionStories, {industry: 'financial-services', useCase: 'data-mesh'});
    assert.deepEqual(
      mesh.map((story) => story.id),
      ['saxo-bank'],
    );
    assert.equal(filterStories(adoptionStories, {industry: 'gaming', useCase: 'data-mesh'}).length, 0);
    assert.equal(filterStories(adoptionStories, {industry: null, useCase: null}).length, adoptionStories.length);
  });
  it('offers only industries that occur', () => {
    const used = valuesInUse(
      industries,
      adoptionStories.map((story) => story.industry),
    );
    assert.ok(used.length >= 5);
    assert.ok(used.every((industry) => adoptionStories.some((story) => story.industry === industry)));
  });
  it('makes monograms from names', () => {
    assert.equal(monogramLetters('LinkedIn'), 'LI');
    assert.equal(monogramLetters('Expedia Group'), 'EG');
    assert.equal(monogramLetters('Checkout.com'), 'C');
    assert.equal(monogramLetters('N26'), 'N2');
    assert.equal(monogramLetters('netflix'), 'N');
    const colour = monogramColour('linkedin');
    assert.ok(colour >= 0 && colour < monogramPaletteSize);
    assert.equal(monogramColour('linkedin'), colour);
  });
});

describe('champions grouping', () => {
  it('groups by year, newest first', () => {
    const groups = championsByYear(champions);
    assert.deepEqual(
      groups.map((group) => group.year),
      [2025, 2024, 2023, 2022],
    );
    assert.equal(
      groups.reduce((sum, group) => sum + group.champions.length, 0),
      champions.length,
    );
  });
});
