import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizeBaseUrl, normalizeSiteUrl} from '../../config/env';

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
