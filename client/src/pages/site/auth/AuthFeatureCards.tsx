// The three selling points beside the auth form.
import { Crown, ShieldCheck, Swords } from 'lucide-react';

const features = [
  { icon: Crown, title: 'Build Your Empire', text: 'Sign wrestlers, book shows and turn a small promotion into a global powerhouse.' },
  { icon: ShieldCheck, title: 'Secure Progress', text: 'Your game is saved to your account on our server, so you can continue on any device.' },
  { icon: Swords, title: 'Compete & Share', text: 'Go head to head with rival promotions and climb the global ranking.' },
];

export function AuthFeatureCards() {
  return (
    <ul className="grid gap-3">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-xl border border-line bg-surface/70 p-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-gold/25 bg-gold-soft text-gold">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-ink-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
