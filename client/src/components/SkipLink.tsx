// "Skip to main content": visible only when focused by keyboard.
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-gold px-4 py-2 font-semibold text-gold-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
