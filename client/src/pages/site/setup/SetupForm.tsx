// The setup form: federation name (max 50), the logo gallery, a live preview, and the
// "Create Federation & Begin Your Journey" button (heading the side column), disabled while the trimmed name is blank.
import { Rocket } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FEDERATION_NAME_MAX } from '#shared/validation/federation.ts';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { Input } from '#client/components/Input.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { FederationMark } from '#client/components/shell/FederationMark.tsx';
import { LogoGallery } from './LogoGallery.tsx';
import { useCreateFederation } from './useCreateFederation.ts';
import { useLogos } from './useLogos.ts';

export function SetupForm({ aside }: { aside?: ReactNode }) {
  const [name, setName] = useState('');
  const [logo, setLogo] = useState('');
  const logos = useLogos();
  const { creating, refusal, create } = useCreateFederation();
  const trimmed = name.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed && !creating) create(trimmed, logo);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6 pb-10" data-testid="setup-form">
      {refusal && (
        <Notice tone="danger" title="Invalid federation name" data-testid="setup-error">
          {refusal}
        </Notice>
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <Card className="flex flex-col gap-5">
            <div className="flex items-center gap-4 rounded-xl border border-line bg-raised/40 p-4" aria-hidden="true">
              <FederationMark name={trimmed || '?'} logo={logo} className="size-16" />
              <div className="min-w-0">
                <p className="text-[10px] font-semibold tracking-[0.2em] text-ink-subtle uppercase">Preview</p>
                <p className="truncate text-xl font-black tracking-tight italic">{trimmed || 'Your Federation'}</p>
                <p className="text-xs text-ink-muted">Week 1, January 2025 · $50,000</p>
              </div>
            </div>
            <Input
              label="Federation Name"
              required
              value={name}
              maxLength={FEDERATION_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Thunder Valley Wrestling"
              autoComplete="off"
              spellCheck={false}
              hint={`${name.length}/${FEDERATION_NAME_MAX} characters. Letters, digits, spaces and - ' . &`}
              data-testid="federation-name-input"
            />
          </Card>
          <Card className="flex flex-col gap-4">
            <div>
              <h2 className="font-bold tracking-tight">Federation Logo</h2>
              <p className="text-sm text-ink-muted">Pick a logo or keep the default. Use the arrow keys to move between logos.</p>
            </div>
            <LogoGallery state={logos.state} retry={logos.retry} value={logo} onChange={setLogo} />
          </Card>
        </div>
        {/* The Create button heads the side column: on a desktop it stays in view beside the form (sticky)
            without covering the logos; on a phone it follows the logo picker, before the info cards. */}
        <div className="flex flex-col gap-6 lg:sticky lg:top-6">
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!trimmed || creating}
            busy={creating}
            className="h-auto min-h-12 py-3 text-center leading-tight whitespace-normal!"
            data-testid="create-federation"
          >
            {!creating && <Rocket aria-hidden="true" className="size-5" />}
            Create Federation & Begin Your Journey
          </Button>
          {aside}
        </div>
      </div>
    </form>
  );
}
