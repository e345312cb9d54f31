// A link to a section of the landing page (/#contact, /#support). On the landing page it is a plain
// in-page anchor; elsewhere it navigates to / and the landing page scrolls to the section.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation } from 'wouter';

export interface HashLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The section id, without '#'. */
  section: string;
}

export function HashLink({ section, onClick, ...rest }: HashLinkProps) {
  const [location, navigate] = useLocation();
  const href = `/#${section}`;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (location === '/') {
      // Same page: scroll ourselves so the sticky header offset (scroll-margin) and smooth scrolling apply.
      const target = document.getElementById(section);
      if (!target) return;
      event.preventDefault();
      history.replaceState(history.state, '', href);
      target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      return;
    }
    event.preventDefault();
    navigate(href);
  };

  return <a href={href} onClick={handleClick} {...rest} />;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
