import { useId, useMemo } from 'react';
import { T, useT } from '@/locales/useT.tsx';
import { prepareHtml, type OutlineEntry } from './prepare.ts';
import './richText.css';

/**
 * The one renderer of HTML from the API (gov notices, company profiles, articles, notices, agreements): the
 * shared sanitising policy (sanitise.ts), headings with anchors, tables that scroll inside their box, lazy
 * images with their size reserved. With `toc`, headings also become a table of contents before the text.
 */
export default function RichText({ html, className, toc = false }: { html: string; className?: string; toc?: boolean }) {
  const t = useT();
  const prefix = `rt${useId().replace(/[^\w-]/g, '')}`;
  const tableLabel = t('content.richtext.table');
  const prepared = useMemo(() => prepareHtml(html, { idPrefix: prefix, tableLabel }), [html, prefix, tableLabel]);
  return (
    <>
      {toc && prepared.outline.length > 1 && <Outline entries={prepared.outline} />}
      {/* Sanitised in prepareHtml: the only place HTML from the API reaches the DOM. */}
      <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: prepared.html }} />
    </>
  );
}

function Outline({ entries }: { entries: OutlineEntry[] }) {
  const t = useT();
  return (
    <nav className="rich-text-toc" aria-label={t('content.richtext.toc')}>
      <p className="rich-text-toc-title" aria-hidden>
        <T id="content.richtext.toc" />
      </p>
      <ol>
        {entries.map((e) => (
          <li key={e.id} className={e.level === 3 ? 'rich-text-toc-sub' : undefined}>
            <a href={`#${e.id}`}>{e.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export { sanitise } from './sanitise.ts';
export { prepareHtml } from './prepare.ts';
