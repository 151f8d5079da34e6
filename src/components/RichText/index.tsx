import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the API (announcements, company profiles) rendered only after sanitising: scripts, event
 * handlers, styles, forms and javascript: links are removed; links open in a new tab without an opener.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'blockquote',
  'span',
];
const ALLOWED_ATTR = ['href', 'colspan', 'rowspan'];

let hooked = false;
function sanitise(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/)/i });
}

export default function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitise(html), [html]);
  // Sanitised above: the only place user-supplied HTML reaches the DOM.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export { sanitise };
