// Long-form text (blog posts, legal pages): readable measure, spacing and styled headings, lists,
// links, quotes and code, on the dark theme.
import type { HTMLAttributes } from 'react';
import { cx } from '#client/lib/cx.ts';

export const proseClass = cx(
  'max-w-[68ch] text-[17px] leading-relaxed text-ink-muted',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink',
  '[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-ink',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-gold',
  '[&_a]:font-medium [&_a]:text-gold [&_a]:underline [&_a]:decoration-gold/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-gold',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-2 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_blockquote]:text-ink [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-raised [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-ink',
  '[&_hr]:my-10 [&_hr]:border-line',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-line [&_th]:py-2 [&_th]:pr-4 [&_th]:text-ink [&_td]:border-b [&_td]:border-line/60 [&_td]:py-2 [&_td]:pr-4',
  '[&>*:first-child]:mt-0',
);

export function Prose({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(proseClass, className)} {...rest} />;
}
