import {navIconNames} from '../NavIcon';
import type {NavCardDropdownProps} from './types';

/**
 * What is wrong with a card dropdown's config (config/navbar.ts), one line per problem; empty when it is
 * fine. Checked before rendering because React error boundaries do not run during the static build, so
 * a bad item would otherwise fail the build with a bare "cards.map is not a function".
 */
export function navCardDropdownProblems(props: Partial<NavCardDropdownProps>): string[] {
  const problems: string[] = [];
  if (typeof props.label !== 'string' || props.label.trim() === '') problems.push('label: must be a non-empty string');
  if (!Array.isArray(props.cards)) {
    problems.push(`cards: must be a list of cards, got ${describe(props.cards)}`);
    return problems;
  }
  props.cards.forEach((card: unknown, i) => {
    if (typeof card !== 'object' || card === null) {
      problems.push(`cards[${i}]: must be an object, got ${describe(card)}`);
      return;
    }
    const c = card as Record<string, unknown>;
    for (const key of ['title', 'description'] as const) {
      if (typeof c[key] !== 'string' || c[key] === '') problems.push(`cards[${i}].${key}: must be a non-empty string`);
    }
    if (typeof c.icon !== 'string' || !(navIconNames as readonly string[]).includes(c.icon)) {
      problems.push(`cards[${i}].icon: must be one of ${navIconNames.join(', ')}, got ${describe(c.icon)}`);
    }
    if ((typeof c.to === 'string') === (typeof c.href === 'string')) {
      problems.push(`cards[${i}]: needs exactly one of "to" (a page of this site) or "href" (an outside page)`);
    }
  });
  return problems;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  const json = JSON.stringify(value);
  return `${typeof value} ${json.length > 120 ? `${json.slice(0, 120)}…` : json}`;
}
