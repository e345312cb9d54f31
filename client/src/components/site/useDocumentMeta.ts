// Per-page title and meta description (and the matching Open Graph tags), set when the page shows.
import { useEffect } from 'react';

export const SITE_NAME = 'Main Event Mogul';

export interface DocumentMeta {
  /** The page's own title; the site name is appended ("Blog | Main Event Mogul"). */
  title: string;
  /** One or two sentences, at most ~160 characters, saying what the page offers. */
  description: string;
}

/** "Blog | Main Event Mogul"; the site name alone stays as it is. */
export function fullTitle(title: string): string {
  return title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

export function applyDocumentMeta({ title, description }: DocumentMeta): void {
  const full = fullTitle(title);
  document.title = full;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', full);
  setMeta('property', 'og:description', description);
  const url = `${window.location.origin}${window.location.pathname}`;
  setMeta('property', 'og:url', url);
  setCanonical(url);
}

export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description } = meta;
  useEffect(() => applyDocumentMeta({ title, description }), [title, description]);
}
