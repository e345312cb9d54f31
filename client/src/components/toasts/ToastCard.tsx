// One toast in the toast strip: icon, title, description, its action button (if any) and a dismiss
// button. It goes by itself after its duration; the clock stops while the pointer rests on it or focus is
// inside it, so a keyboard or screen-reader user can reach its action before it goes. Errors are alerts
// (read out at once); everything else is a polite status.
import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast as sonner, type Action, type ToastT } from 'sonner';
import { cx } from '#client/lib/cx.ts';
import { buttonClass } from '../buttonClass.ts';

/** How long a toast stays when its caller does not say (ms): long enough to read a sentence. */
export const TOAST_DURATION_MS = 4000;

type Tone = 'success' | 'error' | 'warning' | 'info' | 'loading' | 'plain';

const tones: Record<Tone, { icon: LucideIcon | null; accent: string }> = {
  success: { icon: CircleCheck, accent: 'border-success/40 [&_[data-toast-icon]]:text-success' },
  error: { icon: CircleAlert, accent: 'border-danger/50 [&_[data-toast-icon]]:text-danger-strong' },
  warning: { icon: TriangleAlert, accent: 'border-gold/40 [&_[data-toast-icon]]:text-gold' },
  info: { icon: Info, accent: 'border-info/40 [&_[data-toast-icon]]:text-info' },
  loading: { icon: LoaderCircle, accent: 'border-line-strong [&_[data-toast-icon]]:animate-spin [&_[data-toast-icon]]:text-ink-muted' },
  plain: { icon: null, accent: 'border-line-strong' },
};

function toneOf(type: ToastT['type']): Tone {
  return type === 'success' || type === 'error' || type === 'warning' || type === 'info' || type === 'loading' ? type : 'plain';
}

function content(value: ToastT['title']): ReactNode {
  return typeof value === 'function' ? value() : value;
}

function isAction(value: ToastT['action']): value is Action {
  return typeof value === 'object' && value !== null && !isValidElement(value) && 'label' in value && 'onClick' in value;
}

/** Counts the toast's time down while `running`, and calls `onExpire` when it is spent. */
function useCountdown(duration: number, running: boolean, onExpire: () => void) {
  const left = useRef(duration);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (!running || !Number.isFinite(left.current)) return;
    const started = performance.now();
    const timer = setTimeout(() => expire.current(), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (performance.now() - started));
    };
  }, [running]);
}

export interface ToastCardProps {
  toast: ToastT;
  /** Hidden behind the newer toasts (a phone shows one at a time): its clock still runs. */
  hidden?: boolean;
}

export function ToastCard({ toast, hidden = false }: ToastCardProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const tone = toneOf(toast.type);
  const { icon: Icon, accent } = tones[tone];
  const duration = toast.type === 'loading' ? Infinity : (toast.duration ?? TOAST_DURATION_MS);

  const close = (auto: boolean) => {
    sonner.dismiss(toast.id);
    if (auto) toast.onAutoClose?.(toast);
    else toast.onDismiss?.(toast);
  };
  useCountdown(duration, !hovered && !focused, () => close(true));

  if (toast.jsx) {
    return (
      <li hidden={hidden} data-toast={tone} className="pointer-events-auto min-w-0 flex-1 md:w-[356px] md:flex-none">
        {toast.jsx}
      </li>
    );
  }

  const action = toast.action;
  return (
    <li
      hidden={hidden}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-toast={tone}
      data-testid={toast.testId}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className={cx(
        'pointer-events-auto flex min-w-0 flex-1 items-start gap-3 rounded-xl border bg-raised py-3 pr-2 pl-3.5 text-sm shadow-card animate-slide-up md:w-[356px] md:flex-none',
        accent,
        toast.className,
      )}
    >
      {(toast.icon ?? Icon) && <span className="mt-0.5 shrink-0">{toast.icon ?? (Icon && <Icon data-toast-icon aria-hidden="true" className="size-5" />)}</span>}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 py-0.5">
        <p className="font-semibold text-ink">{content(toast.title)}</p>
        {toast.description != null && <div className="text-ink-muted">{content(toast.description)}</div>}
      </div>
      {action != null &&
        (isAction(action) ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm', 'shrink-0 self-center')}
            onClick={(event) => {
              action.onClick(event);
              if (!event.defaultPrevented) close(false);
            }}
          >
            {action.label}
          </button>
        ) : (
          <div className="shrink-0 self-center">{action}</div>
        ))}
      {toast.dismissible !== false && (
        <button
          type="button"
          aria-label="Close notification"
          onClick={() => close(false)}
          className="grid size-8 shrink-0 place-items-center rounded-lg text-ink-subtle transition-colors hover:bg-overlay hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}
