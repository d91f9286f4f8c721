//! Rule set `nlo` (seed 000's live-out narrowing, "nloNewBit"): the low
//! bits of a wide result depend only on the low bits of its operands for
//! `add`, `sub`, `mul`, the bitwise operations and left shifts by a
//! constant, so a truncation moves onto the operands. With these forms the
//! extractor can compute index arithmetic whose users need only 32 bits
//! in 32-bit registers, and the occupancy-aware extractor can keep the
//! narrow value, not the wide one, live across blocks.
//!
//! Every rule is exact (arithmetic modulo 2^n); the narrow type must be at
//! least 8 bits wide (predicates stay out of integer arithmetic).

use egg::{Id, Subst};

use super::{bind_int, def_if, int_of, ty_of, RuleDef};
use crate::analysis::Graph;
use crate::lang::int_width;

/// The truncation narrows an integer to at least 8 bits.
fn narrowing(eg: &mut Graph, root: Id, s: &Subst) -> Option<Subst> {
    let to = int_width(eg[root].data.ty.val()?);
    let from = int_width(ty_of(eg, s, "?a")?);
    (to >= 8 && from > to).then(|| s.clone())
}

/// [`narrowing`], with a constant shift `?c` below the narrow width bound
/// as `?k` of the narrow type.
fn narrowing_shift(eg: &mut Graph, root: Id, s: &Subst) -> Option<Subst> {
    let s = narrowing(eg, root, s)?;
    let to = eg[root].data.ty.val()?;
    let c = int_of(eg, &s, "?c")?;
    if c >= u128::from(int_width(to)) {
        return None;
    }
    let mut s = s;
    bind_int(eg, &mut s, "?k", to, c);
    Some(s)
}

/// The `nlo` rules.
pub fn rules() -> Vec<RuleDef> {
    vec![
        def_if(
            "trunc-add",
            "trunc(a + b) = trunc a + trunc b",
            "(trunc (add ?a ?b))",
            "(add (trunc ?a) (trunc ?b))",
            narrowing,
        ),
        def_if(
            "trunc-sub",
            "trunc(a - b) = trunc a - trunc b",
            "(trunc (sub ?a ?b))",
            "(sub (trunc ?a) (trunc ?b))",
            narrowing,
        ),
        def_if(
            "trunc-mul",
            "trunc(a * b) = trunc a * trunc b",
            "(trunc (mul ?a ?b))",
            "(mul (trunc ?a) (trunc ?b))",
            narrowing,
        ),
        def_if(
            "trunc-and",
            "trunc(a & b) = trunc a & trunc b",
            "(trunc (and ?a ?b))",
            "(and (trunc ?a) (trunc ?b))",
            narrowing,
        ),
        def_if(
            "trunc-or",
            "trunc(a | b) = trunc a | trunc b",
            "(trunc (or ?a ?b))",
            "(or (trunc ?a) (trunc ?b))",
            narrowing,
        ),
        def_if(
            "trunc-xor",
            "trunc(a ^ b) = trunc a ^ trunc b",
            "(trunc (xor ?a ?b))",
            "(xor (trunc ?a) (trunc ?b))",
            narrowing,
        ),
        def_if(
            "trunc-shl-const",
            "trunc(a << c) = trunc a << c, c below the narrow width",
            "(trunc (shl ?a ?c))",
            "(shl (trunc ?a) ?k)",
            narrowing_shift,
        ),
    ]
}
