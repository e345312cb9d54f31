// Which arrows the small-screen feature carousel shows. It starts on the first card and loops
// forward: Next is always there (on the last card it wraps to the first), Previous appears only once
// there is a card to go back to.
export interface CarouselPosition {
  /** The selected card, 0-based. */
  index: number;
  /** How many cards (scroll positions) there are. */
  count: number;
  /** True when Next on the last card wraps to the first. */
  loop: boolean;
}

export function carouselButtons({ index, count, loop }: CarouselPosition): { prev: boolean; next: boolean } {
  if (count <= 1) return { prev: false, next: false };
  return { prev: index > 0, next: loop || index < count - 1 };
}
