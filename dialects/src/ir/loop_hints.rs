//! The `!llvm.loop` hints a latch branch carries, read by name in this one
//! place. The hints stay strings in [`InstMeta`] so that export writes back
//! exactly what import read, including hints nothing here understands.

use super::InstMeta;

/// The metadata kind that carries loop hints on a latch branch.
pub const LOOP_MD_KIND: &str = "llvm.loop";

const UNROLL_DISABLE: &str = "llvm.loop.unroll.disable";
const UNROLL_COUNT: &str = "llvm.loop.unroll.count";
const UNROLL_FULL: &str = "llvm.loop.unroll.full";
const UNROLL_ENABLE: &str = "llvm.loop.unroll.enable";
/// Set on the loops the vectorizer made (LLVM's spelling), so that the
/// unroller does not copy them again at runtime.
pub const UNROLL_RUNTIME_DISABLE: &str = "llvm.loop.unroll.runtime.disable";
/// Set on a vectorized loop and its scalar remainder: not vectorized again.
pub const IS_VECTORIZED: &str = "llvm.loop.isvectorized";
const VECTORIZE_ENABLE: &str = "llvm.loop.vectorize.enable";
const VECTORIZE_WIDTH: &str = "llvm.loop.vectorize.width";
const INTERLEAVE_COUNT: &str = "llvm.loop.interleave.count";

/// What a loop's hints ask of the unroller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnrollHint {
    /// No unroll hint.
    None,
    /// `llvm.loop.unroll.disable`, or `llvm.loop.unroll.count` 1
    /// (`#pragma unroll 1`).
    Disable,
    /// `llvm.loop.unroll.count` N for N > 1.
    Count(u64),
    /// `llvm.loop.unroll.full`.
    Full,
    /// `llvm.loop.unroll.enable`.
    Enable,
}

/// What a loop's hints ask of the loop vectorizer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct VectorizeHint {
    /// `llvm.loop.vectorize.enable` 0, or `llvm.loop.vectorize.width` 1
    /// with no interleave count above 1.
    pub disabled: bool,
    /// `llvm.loop.isvectorized`: made by the vectorizer.
    pub already: bool,
    /// `llvm.loop.vectorize.width` N (N > 1).
    pub width: Option<u64>,
    /// `llvm.loop.interleave.count` N.
    pub interleave: Option<u64>,
}

impl InstMeta {
    /// Whether `llvm.loop.unroll.runtime.disable` is among the hints.
    pub fn runtime_unroll_disabled(&self) -> bool {
        self.loop_hints
            .iter()
            .any(|(n, _)| n == UNROLL_RUNTIME_DISABLE)
    }

    /// The vectorizer's hints.
    pub fn vectorize_hint(&self) -> VectorizeHint {
        let mut h = VectorizeHint::default();
        for (name, arg) in &self.loop_hints {
            match (name.as_str(), *arg) {
                (VECTORIZE_ENABLE, Some(0)) => h.disabled = true,
                (IS_VECTORIZED, Some(n)) if n != 0 => h.already = true,
                (IS_VECTORIZED, None) => h.already = true,
                (VECTORIZE_WIDTH, Some(n)) if n > 1 => h.width = Some(n as u64),
                (VECTORIZE_WIDTH, Some(1)) => h.width = Some(1),
                (INTERLEAVE_COUNT, Some(n)) if n >= 1 => h.interleave = Some(n as u64),
                _ => {}
            }
        }
        if h.width == Some(1) {
            h.width = None;
            h.disabled |= h.interleave.is_none_or(|n| n <= 1);
        }
        h
    }

    /// Adds `name` (with `arg`) to the hints unless it is there.
    pub fn add_loop_hint(&mut self, name: &str, arg: Option<i64>) {
        if !self.loop_hints.iter().any(|(n, _)| n == name) {
            self.loop_hints.push((name.to_string(), arg));
        }
    }
    /// Marks the loop this latch closes as not to be unrolled again
    /// (`llvm.loop.unroll.disable`), as LLVM's runtime unroller marks the
    /// remainder loop it leaves; isel prints such a loop's header with
    /// `.pragma "nounroll"`, so ptxas keeps it rolled too.
    pub fn disable_unroll(&mut self) {
        self.add_loop_hint(UNROLL_DISABLE, None);
    }

    /// The unroll request among this branch's loop hints; a disable wins
    /// over any other hint on the same loop.
    pub fn unroll_hint(&self) -> UnrollHint {
        let mut hint = UnrollHint::None;
        for (name, arg) in &self.loop_hints {
            let this = match (name.as_str(), *arg) {
                (UNROLL_DISABLE, _) | (UNROLL_COUNT, Some(1)) => return UnrollHint::Disable,
                (UNROLL_COUNT, Some(n)) if n > 1 => UnrollHint::Count(n as u64),
                (UNROLL_FULL, _) => UnrollHint::Full,
                (UNROLL_ENABLE, _) => UnrollHint::Enable,
                _ => continue,
            };
            if hint == UnrollHint::None {
                hint = this;
            }
        }
        hint
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(h: &[(&str, Option<i64>)]) -> InstMeta {
        InstMeta {
            loop_hints: h.iter().map(|(n, a)| (n.to_string(), *a)).collect(),
            ..Default::default()
        }
    }

    #[test]
    fn unroll_hints_decode() {
        assert_eq!(meta(&[]).unroll_hint(), UnrollHint::None);
        assert_eq!(
            meta(&[(UNROLL_COUNT, Some(1))]).unroll_hint(),
            UnrollHint::Disable
        );
        assert_eq!(
            meta(&[(UNROLL_COUNT, Some(4))]).unroll_hint(),
            UnrollHint::Count(4)
        );
        assert_eq!(
            meta(&[(UNROLL_FULL, None), (UNROLL_DISABLE, None)]).unroll_hint(),
            UnrollHint::Disable
        );
        assert_eq!(
            meta(&[("llvm.loop.mustprogress", None), (UNROLL_FULL, None)]).unroll_hint(),
            UnrollHint::Full
        );
    }
}
