/**
 * Seeded draws for the guard bench (`npm run bench -- guard`): pure-rand's xoroshiro128+ for the
 * uniform stream, then binomial and multinomial counts by inversion (small means) or the normal
 * approximation (large ones), which is all a replay of page views per tick needs.
 */
import prand from 'pure-rand';

/** A seeded source of draws. */
export interface Draws {
  /** Uniform on [0, 1). */
  uniform(): number;
  /** Successes in `n` trials of probability `p`. */
  binomial(n: number, p: number): number;
  /** Counts of `n` draws over categories of probabilities `probabilities` (summing to 1). */
  multinomial(n: number, probabilities: readonly number[]): number[];
}

/** Draws from `seed`; the same seed gives the same stream. */
export function seededDraws(seed: number): Draws {
  const generator = prand.xoroshiro128plus(seed);
  const uniform = () => (generator.unsafeNext() >>> 0) / 2 ** 32;
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  const binomial = (n: number, p: number): number => {
    if (n <= 0 || p <= 0) return 0;
    if (p >= 1) return n;
    const flip = p > 0.5;
    const q = flip ? 1 - p : p;
    let successes = 0;
    if (n * q < 40) {
      // Skips between successes are geometric: O(n q) draws.
      const logMiss = Math.log(1 - q);
      for (let at = Math.floor(Math.log(1 - uniform()) / logMiss); at < n; at += Math.floor(Math.log(1 - uniform()) / logMiss) + 1)
        successes += 1;
    } else {
      successes = Math.min(n, Math.max(0, Math.round(n * q + Math.sqrt(n * q * (1 - q)) * normal())));
    }
    return flip ? n - successes : successes;
  };
  const multinomial = (n: number, probabilities: readonly number[]): number[] => {
    let left = n;
    let mass = 1;
    return probabilities.map((p) => {
      const count = left > 0 && mass > 0 ? binomial(left, Math.min(1, p / mass)) : 0;
      left -= count;
      mass -= p;
      return count;
    });
  };
  return { uniform, binomial, multinomial };
}
