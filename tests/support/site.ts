import {navbar, learnCards, communityCards} from '../../config/navbar';
import {footer} from '../../config/footer';

export interface SiteLink {
  where: string;
  label: string;
  url: string;
}

/** Every link the navbar and footer configs declare, internal (`to`) and external (`href`). */
export function chromeLinks(): SiteLink[] {
  const links: SiteLink[] = [];
  const add = (where: string, label: string, item: {to?: string; href?: string}) => {
    const url = item.to ?? item.href;
    if (url) links.push({where, label, url});
  };
  add('navbar logo', 'logo', {href: navbar.logo.href});
  for (const item of navbar.items) {
    if ('to' in item || 'href' in item)
      add('navbar', String(('label' in item && item.label) || item.className), item as {to?: string; href?: string});
  }
  for (const card of [...learnCards, ...communityCards]) add('navbar card', card.title, card);
  for (const column of footer.links) {
    for (const item of column.items) add(`footer ${column.title}`, item.label, item);
  }
  return links;
}
