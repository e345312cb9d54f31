// The Sign In / Sign Up switch (Radix Tabs), styled as a segmented control.
import { Tabs } from 'radix-ui';
import { authCopy, type AuthMode } from './authCopy.ts';

const modes: AuthMode[] = ['signIn', 'signUp'];

export function AuthTabList() {
  return (
    <Tabs.List aria-label="Sign in or create an account" className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-canvas/70 p-1">
      {modes.map((mode) => (
        <Tabs.Trigger
          key={mode}
          value={mode}
          data-testid={`auth-tab-${mode}`}
          className="h-10 rounded-lg text-sm font-semibold text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-[inset_0_0_0_1px_var(--color-line-strong)]"
        >
          {authCopy[mode].tab}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
