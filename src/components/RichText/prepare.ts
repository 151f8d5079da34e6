import { sanitise } from './sanitise.ts';

export interface OutlineEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface PreparedHtml {
  html: string;
  outline: OutlineEntry[];
}

/**
 * Sanitised HTML made ready to show: headings get ids (the table of contents links to them) and each table
 * sits in a box of its own that scrolls sideways, so a wide table never widens the page. The work happens in
 * an inert <template> (nothing in it loads or runs), after sanitising, so what is added here is ours.
 */
export function prepareHtml(html: string, options: { idPrefix: string; tableLabel: string }): PreparedHtml {
  const template = document.createElement('template');
  template.innerHTML = sanitise(html);
  const outline: OutlineEntry[] = [];
  template.content.querySelectorAll('h2, h3').forEach((heading, i) => {
    const id = `${options.idPrefix}-${i + 1}`;
    heading.id = id;
    const text = (heading.textContent ?? '').trim();
    if (text) outline.push({ id, text, level: heading.tagName === 'H2' ? 2 : 3 });
  });
  template.content.querySelectorAll('table').forEach((table) => {
    const box = document.createElement('div');
    box.className = 'rich-text-table';
    // A scrolling region is reached by keyboard and named for screen readers.
    box.setAttribute('role', 'region');
    box.setAttribute('tabindex', '0');
    box.setAttribute('aria-label', options.tableLabel);
    table.replaceWith(box);
    box.append(table);
  });
  return { html: template.innerHTML, outline };
}
