import {test} from 'node:test';
import assert from 'node:assert/strict';
import {navCardDropdownProblems} from '../../src/components/NavCardDropdown/checkProps';
import {navbar} from '../../config/navbar';

test('the real card dropdowns of config/navbar.ts have no problems', () => {
  const dropdowns = navbar.items.filter((item) => item.type === 'custom-navCardDropdown');
  assert.equal(dropdowns.length, 2);
  for (const item of dropdowns) assert.deepEqual(navCardDropdownProblems(item as never), [], String(item.label));
});

test('each kind of mistake is named with its field', () => {
  const card = {title: 'Blog', description: 'Articles', icon: 'book', to: '/learn'};
  assert.deepEqual(navCardDropdownProblems({label: 'Learn', cards: card as never}), [
    'cards: must be a list of cards, got object {"title":"Blog","description":"Articles","icon":"book","to":"/learn"}',
  ]);
  const problems = navCardDropdownProblems({
    label: '',
    cards: [
      {...card, icon: 'rocket'},
      {...card, href: 'https://example.com'},
      {title: '', description: 'x', icon: 'pen'},
    ] as never,
  });
  assert.deepEqual(problems, [
    'label: must be a non-empty string',
    'cards[0].icon: must be one of video, lightbulb, trophy, book, youtube, slack, calendar, star, pen, got string "rocket"',
    'cards[1]: needs exactly one of "to" (a page of this site) or "href" (an outside page)',
    'cards[2].title: must be a non-empty string',
    'cards[2]: needs exactly one of "to" (a page of this site) or "href" (an outside page)',
  ]);
});
