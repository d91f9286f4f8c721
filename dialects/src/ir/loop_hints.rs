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

impl InstMeta {
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
