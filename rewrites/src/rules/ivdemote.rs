//! Rule set `ivdemote` (seed 000's IV demotion): a comparison of two
//! values extended the same way compares the narrow values, and so does a
//! comparison of an extended value with a constant that the narrow type
//! holds, on either side. `sext` keeps both the signed and the unsigned
//! order of its operands; `zext` keeps equality and the unsigned order.
//! With the facts the demotion proof adds (the wide induction variable is
//! the extension of its narrow companion), these turn 64-bit exit tests
//! into 32-bit ones.
//!
//! Every rule is exact: the two sides agree on every input.

use egg::{Id, Subst};

use super::{bind_int, def_if, int_of, ty_of, RuleDef};
use crate::analysis::Graph;
use crate::lang::{int_width, mask};

/// `?a` and `?b` have one type.
fn same_type(eg: &mut Graph, _root: Id, s: &Subst) -> Option<Subst> {
    let (a, b) = (ty_of(eg, s, "?a")?, ty_of(eg, s, "?b")?);
    (a == b).then(|| s.clone())
}

/// The constant `?c` is the extension of a value of `?a`'s type; binds
/// that value as `?k`.
fn const_fits(signed: bool) -> impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> {
    move |eg, _root, s| {
        let narrow = ty_of(eg, s, "?a")?;
        let wide = int_width(ty_of(eg, s, "?c")?);
        let w = int_width(narrow);
        let c = int_of(eg, s, "?c")? & mask(wide);
        let low = c & mask(w);
        let back = if signed && w < wide && (low >> (w - 1)) & 1 == 1 {
            low | (mask(wide) & !mask(w))
        } else {
            low
        };
        if back != c {
            return None;
        }
        let mut s = s.clone();
        bind_int(eg, &mut s, "?k", narrow, low);
        Some(s)
    }
}

macro_rules! compare_rules {
    ($ext:literal, $signed:expr, $why:literal, [$($p:literal),*]) => {
        vec![$(
            def_if(
                concat!("icmp-", $ext, "-", $p),
                concat!($ext, " a ", $p, " ", $ext, " b = a ", $p, " b (", $why, ")"),
                concat!("(icmp.", $p, " (", $ext, " ?a) (", $ext, " ?b))"),
                concat!("(icmp.", $p, " ?a ?b)"),
                same_type,
            ),
            def_if(
                concat!("icmp-", $ext, "-", $p, "-const"),
                concat!($ext, " a ", $p, " C = a ", $p, " trunc C when C = ", $ext, "(trunc C)"),
                concat!("(icmp.", $p, " (", $ext, " ?a) ?c)"),
                concat!("(icmp.", $p, " ?a ?k)"),
                const_fits($signed),
            ),
            def_if(
                concat!("icmp-", $ext, "-", $p, "-const-left"),
                concat!("C ", $p, " ", $ext, " a = trunc C ", $p, " a when C = ", $ext, "(trunc C)"),
                concat!("(icmp.", $p, " ?c (", $ext, " ?a))"),
                concat!("(icmp.", $p, " ?k ?a)"),
                const_fits($signed),
            ),
        )*]
    };
}

/// The `ivdemote` rules.
pub fn rules() -> Vec<RuleDef> {
    let mut out = compare_rules!(
        "sext",
        true,
        "sext keeps signed and unsigned order",
        ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
    );
    out.extend(compare_rules!(
        "zext",
        false,
        "zext keeps equality and unsigned order",
        ["eq", "ne", "ult", "ule", "ugt", "uge"]
    ));
    out
}
