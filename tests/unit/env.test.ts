import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {normalizeBaseUrl, normalizeSiteUrl, readSiteEnv} from '../../config/env';
import {docsVersions} from '../../config/versions';

test('base URL always starts and ends with one slash', () => {
  assert.equal(normalizeBaseUrl(undefined), '/');
  assert.equal(normalizeBaseUrl(''), '/');
  assert.equal(normalizeBaseUrl('/'), '/');
  assert.equal(normalizeBaseUrl('sub'), '/sub/');
  assert.equal(normalizeBaseUrl('/sub'), '/sub/');
  assert.equal(normalizeBaseUrl('//docs/v2//'), '/docs/v2/');
});

test('site URL keeps only the origin and rejects a path or garbage with a message naming the variable', () => {
  assert.equal(normalizeSiteUrl(undefined), 'https://docs.datahub.com');
  assert.equal(normalizeSiteUrl('https://example.org/'), 'https://example.org');
  assert.throws(() => normalizeSiteUrl('example.org'), /SITE_URL must be an absolute URL/);
  assert.throws(() => normalizeSiteUrl('https://example.org/docs'), /SITE_URL must not contain a path.*BASE_URL/);
});

test('feedback and survey endpoints: a path on the site or an http(s) URL, checked alike', () => {
  const env = readSiteEnv({FEEDBACK_ENDPOINT: '/api/feedback', SURVEY_ENDPOINT: 'https://forms.example.com/s?x=1'});
  assert.equal(env.feedbackEndpoint, '/api/feedback');
  assert.equal(env.surveyEndpoint, 'https://forms.example.com/s?x=1');
  assert.equal(readSiteEnv({}).surveyEndpoint, undefined);
  assert.throws(
    () => readSiteEnv({SURVEY_ENDPOINT: 'forms.example.com/s'}),
    /^Error: Environment variable SURVEY_ENDPOINT must be an http\(s\) URL or a path/,
  );
  // The browser posts to the value as it is: nothing that is not an http(s) URL or a path on the site gets there.
  for (const value of ['//cdn.example.com/f', 'javascript:alert(1)', 'data:text/html', 'ftp://files.example.com/f']) {
    assert.throws(
      () => readSiteEnv({FEEDBACK_ENDPOINT: value}),
      /FEEDBACK_ENDPOINT must be an http\(s\) URL or a path/,
    );
    assert.throws(() => readSiteEnv({SURVEY_ENDPOINT: value}), /SURVEY_ENDPOINT must be an http\(s\) URL or a path/);
  }
  assert.equal(readSiteEnv({SURVEY_ENDPOINT: '  '}).surveyEndpoint, undefined);
  // The rest of the settings are read from the environment given, not from process.env.
  assert.equal(readSiteEnv({BASE_URL: 'docs'}).baseUrl, '/docs/');
  assert.deepEqual(readSiteEnv({}).outsideScripts, []);
});

test('the live preview shows the current docs only unless asked for every version; builds always have every version', () => {
  assert.equal(readSiteEnv({NODE_ENV: 'development'}).previewCurrentVersionOnly, true);
  assert.equal(
    readSiteEnv({NODE_ENV: 'development', DOCS_PREVIEW_ALL_VERSIONS: 'true'}).previewCurrentVersionOnly,
    false,
  );
  assert.equal(readSiteEnv({NODE_ENV: 'production'}).previewCurrentVersionOnly, false);
  assert.equal(readSiteEnv({}).previewCurrentVersionOnly, false);
  assert.throws(
    () => readSiteEnv({NODE_ENV: 'development', DOCS_PREVIEW_ALL_VERSIONS: 'maybe'}),
    /DOCS_PREVIEW_ALL_VERSIONS must be true or false/,
  );
  const siteDir = resolve(__dirname, '..', '..');
  assert.deepEqual(docsVersions(siteDir, {currentOnly: true}).onlyIncludeVersions, ['current']);
  const all = docsVersions(siteDir);
  assert.equal(all.onlyIncludeVersions, undefined);
  assert.deepEqual(Object.keys(all.versions ?? {}), ['current', '1.1.0']);
});
