import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chromeLinks} from '../support/site';
import {footer} from '../../config/footer';
import {navbar, learnCards, communityCards} from '../../config/navbar';
import {archivedVersions} from '../../src/data/archivedVersions';

test('every navbar and footer link is a well-formed internal path or https URL', () => {
  const links = chromeLinks();
  assert.ok(links.length >= 25, `expected the full navbar and footer, found ${links.length} links`);
  for (const {where, label, url} of links) {
    if (url.startsWith('/')) {
      assert.match(url, /^\/[a-z0-9\-_/]*$/i, `${where} "${label}": internal path ${url} has unexpected characters`);
      assert.doesNotMatch(url, /\/\//, `${where} "${label}": internal path ${url} has an empty segment`);
    } else {
      const parsed = new URL(url); // throws on a malformed scheme such as "https//" or "http:/x"
      assert.equal(parsed.protocol, 'https:', `${where} "${label}": ${url} is not https`);
      assert.ok(parsed.hostname.includes('.'), `${where} "${label}": ${url} has no real host`);
    }
  }
});

test('footer has the Docs, Community and More columns in order with their items', () => {
  assert.deepEqual(
    footer.links.map((column) => [column.title, column.items.map((item) => item.label)]),
    [
      ['Docs', ['Introduction', 'Quickstart']],
      ['Community', ['Slack', 'YouTube', 'Blog', 'Town Halls', 'Adoption']],
      ['More', ['Demo', 'Roadmap', 'Contributing', 'GitHub', 'Feature Requests']],
    ],
  );
  assert.match(footer.copyright, /Copyright ©/);
});

test('navbar cards follow the product: five Learn cards and four Community cards', () => {
  assert.deepEqual(
    learnCards.map((card) => card.title),
    ['Weekly Demo', 'Use Cases', 'Adoption Stories', 'Blog', 'Youtube'],
  );
  assert.deepEqual(
    communityCards.map((card) => card.title),
    ['Join Slack', 'Events', 'Champions', 'Share Your Journey'],
  );
  assert.equal(navbar.hideOnScroll, false);
});

test('archived versions are the nine listed, newest first, each with its own https site', () => {
  assert.deepEqual(
    archivedVersions.map((v) => v.version),
    ['1.0.0', '0.15.0', '0.14.1', '0.14.0', '0.13.1', '0.13.0', '0.12.1', '0.11.0', '0.10.5'],
  );
  const urls = new Set(archivedVersions.map((v) => new URL(v.url).href));
  assert.equal(urls.size, archivedVersions.length, 'two archived versions share a URL');
});
