import DOMPurify from 'dompurify';

/**
 * The one sanitising policy for HTML from the API (announcements, company profiles, articles, notices,
 * agreements): scripts, event handlers, styles, forms, frames and javascript: links are removed; links open in
 * a new tab without an opener. Images stay only as same-site paths with a numeric width and height: the box is
 * reserved before the picture arrives (no layout shift), they load lazily, and no third party learns who read.
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
  'img',
];
const ALLOWED_ATTR = ['href', 'colspan', 'rowspan', 'src', 'alt', 'width', 'height'];
/**
 * What any attribute value outside DOMPurify's URI-safe list may be (DOMPurify tests them all with this, not only
 * links): http(s), mail and phone links, paths of this site, or a value with no scheme or slash at all (a width,
 * a colspan). `//host` and `/\\host` (which browsers read as `//host`) are another site, not a path.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|\/(?![/\\])|[^:/\\]+$)/i;
const SITE_PATH = /^\/(?![/\\])/;
const SIZE = /^[1-9]\d{0,3}$/;

let hooked = false;
function hook() {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      const sized = SIZE.test(node.getAttribute('width') ?? '') && SIZE.test(node.getAttribute('height') ?? '');
      if (!sized || !SITE_PATH.test(src)) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  hooked = true;
}

/**
 * Event-handler attributes (`onerror=…`), dropped from the text before it is parsed at all. DOMPurify removes them
 * anyway, and nothing in its inert document runs; but Chromium checks the page's Content-Security-Policy as soon
 * as such an attribute is parsed, in any document, and reports each one as a blocked inline handler: a hostile
 * article would flood the console and the CSP reports with false alarms. DOMPurify stays the sanitiser; this only
 * keeps the parse quiet.
 */
const EVENT_HANDLER_ATTRIBUTE = /([\s/"'])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
/** A start tag with its attributes (quoted values may hold `>`): only tags are touched, never the text. */
const START_TAG = /<[a-z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>/gi;
const withoutEventHandlers = (html: string) => html.replace(START_TAG, (tag) => tag.replace(EVENT_HANDLER_ATTRIBUTE, '$1'));

export function sanitise(html: string): string {
  if (!hooked) hook();
  return DOMPurify.sanitize(withoutEventHandlers(html), { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}
