import type { PanelPlace } from '../storage-items.ts';

const WIDTH = 360;
const MARGIN = 16;
/** How long the preview must have been fully visible before a click in it counts. */
const VISIBLE_FOR_MS = 400;
/** How long after the end of a drag of the preview the browser may still report it covered by the drag layer. */
const OWN_CHANGE_SETTLES_MS = 1500;

/**
 * Styles the page cannot override: inline and important (the page can only change them by script,
 * which the check before a click sees).
 */
const hostStyle = ({ side, x, y }: PanelPlace, height: number) =>
  [
    'all: initial',
    'display: block',
    'position: fixed',
    `top: ${y}px`,
    `${side}: ${x}px`,
    `width: ${WIDTH}px`,
    `height: ${height}px`,
    'z-index: 2147483647',
    'opacity: 1',
    'visibility: visible',
    'filter: none',
    'transform: none',
    'clip-path: none',
    'pointer-events: auto',
  ]
    .map((rule) => `${rule} !important`)
    .join('; ');

const FRAME_STYLE = `iframe { display: block; width: 100%; height: 100%; border: 0; border-radius: 10px;
  box-shadow: 0 10px 30px rgb(0 0 0 / .18); color-scheme: normal; background: transparent; }`;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/** IntersectionObserver v2: Chromium says whether the target is really visible (not faded, filtered, transformed or covered). */
type VisibilityOptions = IntersectionObserverInit & { trackVisibility: boolean; delay: number };

/**
 * The preview's place in the page: an element with a closed shadow root holding a frame of the
 * extension's own page. The page can move, hide or cover the element, but not read or script what
 * the frame shows, nor hear the keys typed in it. Whether it is shown as it should be is checked
 * before a click in it counts (`isShownProperly`).
 */
export class PanelHost {
  private readonly host = document.createElement('filldeck-panel');
  private readonly frame = document.createElement('iframe');
  private readonly root: ShadowRoot;
  /** While the user drags the preview: what ends the drag. */
  private endDrag: (() => void) | null = null;
  private readonly observer: IntersectionObserver;
  /** When the observer last saw the frame become fully visible (null: not visible now). */
  private visibleSince: number | null = null;
  /** Whether the observer has reported at all yet. */
  private reported = false;
  /**
   * When FillDeck's own drag layer last went over the preview or came off it (only the user's drag
   * does that; the page cannot, as it can fire a resize that redraws the preview).
   */
  private ownChangeAt = Number.NEGATIVE_INFINITY;
  /**
   * Whether the preview's last "not visible" came while or just after the drag layer was over it:
   * not the page's doing. The browser reports visibility late (later still on a busy machine), so a
   * click just after a drag waits for it to see the preview visible again rather than being refused.
   */
  private hiddenByOwnChange = false;
  /** Whether the browser reports real visibility (Chromium); elsewhere the style checks alone decide. */
  private readonly tracksVisibility =
    typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;

  private height = 120;
  private readonly onWindowResize = () => this.draw();

  constructor(
    readonly src: string,
    private place: PanelPlace,
    /** Where the user left the preview after moving it: to remember. */
    private readonly onMoved: (place: PanelPlace) => void,
  ) {
    this.draw();
    const root = this.host.attachShadow({ mode: 'closed' });
    this.root = root;
    const style = document.createElement('style');
    style.textContent = FRAME_STYLE;
    this.frame.src = src;
    this.frame.title = 'FillDeck';
    this.frame.setAttribute('allow', '');
    root.append(style, this.frame);
    const options: VisibilityOptions = { threshold: [1], trackVisibility: true, delay: 100 };
    this.observer = new IntersectionObserver((entries) => this.onVisibility(entries), options);
    document.documentElement.append(this.host);
    this.observer.observe(this.frame);
    this.frame.addEventListener('load', () => this.frame.focus(), { once: true });
    window.addEventListener('resize', this.onWindowResize);
  }

  /** Styles the element at its place, kept inside the window whatever its size now. */
  private draw() {
    const { side, x, y } = this.place;
    const inside = {
      side,
      x: clamp(x, 0, window.innerWidth - WIDTH),
      y: clamp(y, 0, window.innerHeight - this.height),
    };
    this.host.setAttribute('style', hostStyle(inside, this.height));
  }

  private onVisibility(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      this.reported = true;
      const reportsVisibility = 'isVisible' in entry && typeof entry.isVisible === 'boolean';
      const visible = entry.intersectionRatio >= 0.99 && (!reportsVisibility || entry.isVisible === true);
      const now = performance.now();
      if (visible) this.visibleSince ??= now;
      else {
        this.hiddenByOwnChange = now - this.ownChangeAt < OWN_CHANGE_SETTLES_MS;
        this.visibleSince = null;
      }
    }
  }

  /** The preview's height as its contents need, within the window. */
  resize(height: number) {
    this.height = Math.max(80, Math.min(Math.ceil(height), window.innerHeight - 2 * MARGIN));
    this.draw();
  }

  /** Puts the preview where the user left it (docked on a side, or dragged anywhere). */
  moveTo(place: PanelPlace) {
    this.place = place;
    this.draw();
  }

  /**
   * Puts the preview's top left corner here, kept inside the window; its place counts from the
   * side it is nearer to, so it stays there when the window is resized.
   */
  private moveCornerTo(left: number, top: number) {
    const inLeft = clamp(left, 0, window.innerWidth - WIDTH);
    const inTop = clamp(top, 0, window.innerHeight - this.height);
    const side = inLeft + WIDTH / 2 < window.innerWidth / 2 ? 'left' : 'right';
    const x = side === 'left' ? inLeft : window.innerWidth - WIDTH - inLeft;
    this.moveTo({ side, x: Math.round(x), y: Math.round(inTop) });
  }

  /**
   * A drag starts on the preview's header, at (x, y) in the preview. From here the page follows
   * the pointer: a transparent layer over the whole window (in this closed shadow root) takes the
   * pointer's moves, however fast, until the button is let go. Only the browser's own events count.
   */
  startDrag(x: number, y: number) {
    this.endDrag?.();
    const frameBox = this.frame.getBoundingClientRect();
    const hostBox = this.host.getBoundingClientRect();
    const from = { x: frameBox.left + x, y: frameBox.top + y, left: hostBox.left, top: hostBox.top };
    const layer = document.createElement('div');
    layer.setAttribute(
      'style',
      'position: fixed; inset: 0; z-index: 2147483647; cursor: move; background: transparent; touch-action: none',
    );
    const follow = (event: PointerEvent) =>
      this.moveCornerTo(from.left + event.clientX - from.x, from.top + event.clientY - from.y);
    const end = () => {
      this.ownChangeAt = performance.now();
      layer.remove();
      this.endDrag = null;
      this.onMoved(this.place);
    };
    layer.addEventListener('pointermove', (event) => {
      if (!event.isTrusted) return;
      // The button was let go before the layer was there: the drag is over.
      if (event.buttons === 0) return end();
      follow(event);
    });
    layer.addEventListener('pointerup', (event) => {
      if (!event.isTrusted) return;
      follow(event);
      end();
    });
    this.endDrag = end;
    this.ownChangeAt = performance.now();
    this.root.append(layer);
  }

  /** The preview saw the button let go: the drag is over, if the page has not ended it already. */
  stopDrag() {
    this.endDrag?.();
  }

  /** The arrow keys on the preview's grip move it by (dx, dy). */
  nudge(dx: number, dy: number) {
    const box = this.host.getBoundingClientRect();
    this.moveCornerTo(box.left + dx, box.top + dy);
    this.onMoved(this.place);
  }

  /**
   * Whether the preview is shown as it should be: in the page, fully opaque, not filtered,
   * transformed or clipped (itself or any ancestor), inside the window, and — where the browser can
   * tell — not covered by anything, for a moment already. A click just after the preview appeared,
   * or just after the user dragged it, waits for that moment rather than being refused; a preview
   * the page hid or covered is refused at once.
   */
  async isShownProperly(): Promise<boolean> {
    const deadline = performance.now() + Math.max(2 * VISIBLE_FOR_MS, OWN_CHANGE_SETTLES_MS);
    for (;;) {
      if (!this.looksShown()) return false;
      if (!this.tracksVisibility) return true;
      const now = performance.now();
      const ownChangeSettling = this.hiddenByOwnChange && now - this.ownChangeAt < OWN_CHANGE_SETTLES_MS;
      if (this.reported && this.visibleSince === null && !ownChangeSettling) return false;
      const wait = this.visibleSince === null ? 50 : VISIBLE_FOR_MS - (now - this.visibleSince);
      if (wait <= 0) return true;
      if (now + wait > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** What the page's styles and layout say (the observer adds whether anything covers it). */
  private looksShown(): boolean {
    if (!this.host.isConnected) return false;
    for (let element: Element | null = this.host; element; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility !== 'visible' || Number(style.opacity) < 1) return false;
      if (style.filter !== 'none' || style.transform !== 'none' || style.clipPath !== 'none') return false;
      if (style.mixBlendMode !== 'normal') return false;
    }
    const box = this.frame.getBoundingClientRect();
    if (box.width < WIDTH - 1 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) {
      return false;
    }
    return !this.coveredByPage(box);
  }

  /**
   * Whether the page paints something over the preview. The frame's element is the last child of the
   * document at the highest z-index, so only these can: an element the page put after it, the
   * document's or the element's own ::before/::after, or the top layer (a modal dialog, a popover, full
   * screen). A cover that lets clicks through (pointer-events: none) counts too.
   */
  private coveredByPage(box: DOMRect): boolean {
    if (document.fullscreenElement || document.querySelector('dialog:modal, :popover-open')) return true;
    for (const [element, pseudo] of [
      [document.documentElement, '::after'],
      [this.host, '::before'],
      [this.host, '::after'],
    ] as const) {
      const content = getComputedStyle(element, pseudo).content;
      if (content !== 'none' && content !== 'normal') return true;
    }
    for (let next = this.host.nextElementSibling; next; next = next.nextElementSibling) {
      for (const element of [next, ...next.querySelectorAll('*')]) {
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
        const r = element.getBoundingClientRect();
        if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom) return true;
      }
    }
    return false;
  }

  remove() {
    this.endDrag = null;
    window.removeEventListener('resize', this.onWindowResize);
    this.observer.disconnect();
    this.host.remove();
  }

  get isOpen() {
    return this.host.isConnected;
  }
}
