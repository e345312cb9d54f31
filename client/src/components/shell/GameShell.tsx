// The game shell around every in-game screen except the bare ones: desktop sidebar, mobile menu and
// bottom bar, header, footer, the Feedback tab (desktop; in the menu on phones), and the shell's dialogs
// (settings, save game, feedback, and the save problem dialog when the room could not read a save).
// It also joins the game room and runs the background music.
import { useEffect, useState, type ReactNode } from 'react';
import { useMusicDirector } from '#client/audio/useMusicDirector.ts';
import { useGameConnection } from '#client/net/useGameConnection.ts';
import { SaveProblemDialog } from '../saves/SaveProblemDialog.tsx';
import { SaveSlotDialog } from '../saves/SaveSlotDialog.tsx';
import { SettingsDialog } from '../settings/SettingsDialog.tsx';
import { SkipLink } from '../SkipLink.tsx';
import { BottomBar } from './BottomBar.tsx';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { FeedbackPanel } from './FeedbackPanel.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { ShellFooter } from './ShellFooter.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import { Sidebar } from './Sidebar.tsx';
import { countUnread, type UnreadCounts } from './unread.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the slide-over keyframes
import './shell.css';

const DESKTOP = '(min-width: 1024px)';

export function GameShell({ children }: { children: ReactNode }) {
  const { state, status, error } = useGameConnection();
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const unread: UnreadCounts = { messages: countUnread(state?.messages), staffReports: countUnread(state ? Object.values(state.staffReports) : undefined) };
  useMusicDirector();

  // The mobile menu has no place on a desktop-wide window: close it (and its scroll lock) there.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const close = () => query.matches && setMenuOpen(false);
    query.addEventListener?.('change', close);
    return () => query.removeEventListener?.('change', close);
  }, []);

  return (
    <div className="arena-backdrop flex flex-1" data-testid="game-shell">
      <SkipLink />
      <Sidebar unread={unread} onSaveGame={() => setSaveOpen(true)} />
      {/* Below lg the end of the page stays clear of the bottom bar's raised Next Week button. */}
      <div className="flex min-w-0 flex-1 flex-col pb-8 lg:pb-0">
        <ShellHeader state={state} unread={unread.messages} onOpenMenu={() => setMenuOpen(true)} onOpenSettings={() => setSettingsOpen(true)} />
        {state && <ConnectionBanner status={status} error={error} />}
        {/* On desktop the Feedback tab sits in a right gutter of its own width, over nothing. */}
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none lg:pr-(--feedback-tab-width)">
          {children}
        </main>
        <ShellFooter />
      </div>
      <BottomBar />
      <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} unread={unread} onSaveGame={() => setSaveOpen(true)} onFeedback={() => setFeedbackOpen(true)} />
      <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      <SaveSlotDialog open={saveOpen} onOpenChange={setSaveOpen} mode="save" />
      <FeedbackPanel open={feedbackOpen} onOpenChange={setFeedbackOpen} />
      <SaveProblemDialog />
    </div>
  );
}
