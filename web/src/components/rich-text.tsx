import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './rich-text.module.css';

/**
 * The elements and attributes an article or a news item may hold: the server's allow-list (core/html_sanitizer.h,
 * docs/articles.md). What the server stored was sanitised there already; this is the second line, in the browser.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol',
  'li', 'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'hr', 'sub', 'sup', 'mark',
  'span', 'figure', 'figcaption',
];
const ALLOWED_ATTR = ['href', 'title', 'rel', 'target', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'span', 'start', 'class'];
/** Images come from the platform's own uploads only; links are http(s), mailto or on this site. */
const IMAGE_PREFIX = '/files/article-images/';

let hooked = false;
function hookOnce(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'img' && node instanceof Element && !(node.getAttribute('src') ?? '').startsWith(IMAGE_PREFIX)) {
      node.parentNode?.removeChild(node);
    }
  });
}

/** The HTML an article or news item may show, purified. */
export function purify(html: string): string {
  hookOnce();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // DOMPurify's own rule without its other schemes: http(s) and mailto, or no scheme at all (a path, a number).
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

/** Rich text as a reader sees it: headings, lists, tables, code and pictures in the site's type. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purify(html), [html]);
  return <div className={`${styles.rich} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
