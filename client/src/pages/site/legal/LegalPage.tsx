// /privacy, /terms and /eula: our own legal texts, markdown files in content/legal/.
import { useMemo } from 'react';
import { PageHeader } from '#client/components/site/PageHeader.tsx';
import { Prose } from '#client/components/site/Prose.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';
import { useInternalLinkClicks } from '#client/components/site/useInternalLinkClicks.ts';
import { formatReleaseDate } from '../changelog/changelogData.ts';
import { parseFrontMatter, renderMarkdown } from '../markdown.ts';

export type LegalDocument = 'privacy' | 'terms' | 'eula';

const files = import.meta.glob<string>('../../../../../content/legal/*.md', { query: '?raw', import: 'default', eager: true });

export function legalDocument(name: LegalDocument) {
  const source = Object.entries(files).find(([path]) => path.endsWith(`/${name}.md`))?.[1] ?? '';
  const { fields, body } = parseFrontMatter(source);
  return { title: fields.title ?? name, updated: fields.updated ?? '', summary: fields.summary ?? '', body };
}

export function LegalPage({ document: name }: { document: LegalDocument }) {
  const doc = useMemo(() => legalDocument(name), [name]);
  const html = useMemo(() => renderMarkdown(doc.body), [doc.body]);
  const onClick = useInternalLinkClicks();
  useDocumentMeta({ title: doc.title, description: doc.summary });

  return (
    <SiteLayout>
      <PageHeader eyebrow="Legal" title={doc.title}>
        {doc.updated && (
          <p className="mt-3 text-sm text-ink-subtle">
            Last updated <time dateTime={doc.updated}>{formatReleaseDate(doc.updated)}</time>
          </p>
        )}
      </PageHeader>
      <div className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
        <div className="sm:rounded-card sm:border sm:border-line sm:bg-surface/80 sm:p-10 sm:shadow-card">
          {/* The click handler only routes clicks on links inside the text; the links stay keyboard-usable. */}
          {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events jsx-a11y/no-static-element-interactions */}
          <Prose onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} data-testid="legal-text" />
        </div>
      </div>
    </SiteLayout>
  );
}
