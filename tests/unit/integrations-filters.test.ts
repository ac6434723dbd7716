import {test} from 'node:test';
import assert from 'node:assert/strict';
import {CAPABILITIES, SOURCE_CATEGORIES} from '../../genDocs/src/schema/capabilities';
import {
  CATEGORY_SLUGS,
  capabilities,
  categories,
  filterCounts,
  filterSources,
  filtersToSearch,
  noFilters,
  parseFilters,
  sources,
  type Filters,
} from '../../src/pages/integrations/_components/sources';

test('capabilities offered are the ones some source declares, in the order of the schema', () => {
  assert.ok(capabilities.length >= 10);
  assert.deepEqual(
    capabilities,
    CAPABILITIES.filter((c) => sources.some((s) => s.capabilities.includes(c))),
  );
  assert.ok(capabilities.includes('column-level-lineage') && capabilities.includes('usage-statistics'));
});

test('the URL: slugs, capability ids and their reader words are read; anything unknown is dropped', () => {
  assert.deepEqual(parseFilters('?capability=column-lineage&category=bi&q=snow'), {
    query: 'snow',
    category: 'BI & Analytics',
    status: '',
    capabilities: ['column-level-lineage'],
  });
  assert.deepEqual(parseFilters('?capability=tags,lineage&capability=ownership&status=certified'), {
    ...noFilters,
    status: 'certified',
    capabilities: ['lineage', 'ownership', 'tags'],
  });
  // Links written before the slugs keep working.
  assert.equal(parseFilters('?category=Data+Warehouse').category, 'Data Warehouse');
  assert.deepEqual(parseFilters('?capability=teleportation&category=nope&status=gone&capability=&q='), noFilters);
  // No filter: the very object the server renders with, so hydration redraws no card.
  assert.equal(parseFilters(''), noFilters);
  assert.equal(parseFilters('?utm_source=newsletter&category=nope'), noFilters);
  assert.notEqual(parseFilters('?q=snow'), noFilters);
  // Every category has its own slug.
  assert.equal(new Set(Object.values(CATEGORY_SLUGS)).size, SOURCE_CATEGORIES.length);
});

test('writing the URL: slugs, one capability parameter each in a fixed order, other parameters kept', () => {
  const filters: Filters = {
    query: 'big query',
    category: 'Data Warehouse',
    status: 'certified',
    capabilities: ['tags', 'lineage'],
  };
  const search = filtersToSearch(filters, '?utm_source=x&capability=old');
  assert.equal(
    search,
    '?utm_source=x&q=big+query&category=data-warehouse&status=certified&capability=lineage&capability=tags',
  );
  assert.deepEqual(parseFilters(search), {...filters, capabilities: ['lineage', 'tags']});
  assert.equal(filtersToSearch(noFilters, '?q=a&capability=tags'), '');
  for (const category of categories)
    assert.equal(parseFilters(filtersToSearch({...noFilters, category})).category, category);
});

test('filters combine with AND', () => {
  const filters: Filters = {...noFilters, category: 'Data Warehouse', capabilities: ['lineage', 'data-profiling']};
  const shown = filterSources(sources, filters);
  assert.ok(shown.length > 0 && shown.length < sources.length);
  for (const source of shown) {
    assert.equal(source.category, 'Data Warehouse');
    assert.ok(source.capabilities.includes('lineage') && source.capabilities.includes('data-profiling'));
  }
  const missed = sources.filter((s) => !shown.includes(s));
  for (const source of missed)
    assert.ok(
      source.category !== 'Data Warehouse' ||
        !source.capabilities.includes('lineage') ||
        !source.capabilities.includes('data-profiling'),
      source.id,
    );
});

test('the count beside each value is what choosing it would show, the other filters kept', () => {
  const filters: Filters = {...noFilters, status: 'certified', capabilities: ['lineage']};
  const counts = filterCounts(sources, filters);
  const shown = filterSources(sources, filters).length;
  assert.equal(counts.category.get(''), shown);
  assert.equal(counts.status.get('certified'), shown);
  assert.equal(counts.status.get(''), filterSources(sources, {...filters, status: ''}).length);
  for (const category of categories)
    assert.equal(counts.category.get(category), filterSources(sources, {...filters, category}).length, category);
  assert.equal(counts.capability.get('lineage'), shown);
  for (const capability of capabilities)
    assert.equal(
      counts.capability.get(capability),
      filterSources(sources, {...filters, capabilities: [...new Set([...filters.capabilities, capability])]}).length,
      capability,
    );
});
