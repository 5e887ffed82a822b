import { timingSafeEqual } from 'node:crypto';

/** Compares secrets in constant time, so the time taken tells nothing about where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
