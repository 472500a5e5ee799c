/**
 * An SVG path for a bar from `top` down to `bottom`, `width` wide from `x`, its top corners rounded
 * by `radius` (less when the bar is too narrow or too short for it).
 */
export function barPath(x: number, width: number, top: number, bottom: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, width / 2, bottom - top));
  const right = x + width;
  return `M${x},${bottom}V${top + r}A${r},${r} 0 0 1 ${x + r},${top}H${right - r}A${r},${r} 0 0 1 ${right},${top + r}V${bottom}Z`;
}
