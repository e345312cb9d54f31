// Rendered markdown holds plain <a> links. This click handler routes the ones to our own pages
// (href starting with "/") through the app's router instead of reloading the page.
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

export function useInternalLinkClicks() {
  const [, navigate] = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}
