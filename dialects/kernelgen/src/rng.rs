//! The generator's random source.
//!
//! Invariants: every draw is a pure function of the seed and of the draws
//! made before it (SplitMix64, [`interp::spec::Rng`]); there is no
//! global state, clock or hashing, so one seed always yields one kernel.
//! Every helper draws exactly once.

use interp::spec::Rng;

/// SplitMix64 with the draws the generator needs.
pub(crate) struct GenRng(Rng);

impl GenRng {
    /// A stream for `seed` (separated from the spec's fill streams, which
    /// use the same seed).
    pub(crate) fn new(seed: u64) -> GenRng {
        GenRng(Rng::new(seed ^ 0x6b67_656e_5eed_0001))
    }

    /// 64 random bits.
    pub(crate) fn bits(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Uniform in `0..n`; `n` must not be 0.
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        debug_assert!(n > 0);
        self.0.next_u64() % n
    }

    /// Uniform in `lo..=hi`.
    pub(crate) fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `percent`/100.
    pub(crate) fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// One element of a non-empty slice.
    pub(crate) fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u64) as usize]
    }

    /// One choice, with probability proportional to its weight; at least
    /// one weight must be positive.
    pub(crate) fn weighted<T: Copy>(&mut self, xs: &[(u32, T)]) -> T {
        let total: u64 = xs.iter().map(|x| x.0 as u64).sum();
        let mut r = self.below(total);
        for &(w, x) in xs {
            if r < w as u64 {
                return x;
            }
            r -= w as u64;
        }
        unreachable!("r < total")
    }
}
