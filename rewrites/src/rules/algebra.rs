//! Rule set `algebra`: identities, canonical forms, reassociation of
//! address arithmetic and strength reduction. Constant folding itself is
//! the analysis's (`GpuAnalysis::make`): a class with a known value holds
//! its literal, so rules only need to bring constants together.

use dialects::ir::{Opcode, Type};
use egg::{Id, Subst};

use super::{bind_int, def, def_if, int_of, ty_of, var, RuleDef};
use crate::analysis::Graph;
use crate::lang::{int_width, mask};

fn is_const(eg: &Graph, s: &Subst, v: &str) -> bool {
    int_of(eg, s, v).is_some()
}

/// A constant other than 0. Rules that move a constant outwards skip 0:
/// `x + 0` sits in `x`'s own class (add-zero), so moving a 0 out of
/// `(x + 0) + y` re-creates `(x + y) + 0` one class further along, and on
/// an unrolled chain of additions that walks one class per iteration and
/// never saturates.
fn is_nonzero_const(eg: &Graph, s: &Subst, v: &str) -> bool {
    int_of(eg, s, v).is_some_and(|c| c != 0)
}

fn consts(vs: &'static [&'static str]) -> impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> {
    move |eg, _, s| vs.iter().all(|v| is_const(eg, s, v)).then(|| s.clone())
}

/// `?c` constant and `?a` not: moving constants right is a canonical form.
fn const_left(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    (is_const(eg, s, "?c") && !is_const(eg, s, "?a")).then(|| s.clone())
}

/// `?c` is 2^k, k >= 1: binds `?k` (of `?a`'s type).
fn pow2_shift(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    let c = int_of(eg, s, "?c")?;
    let ty = ty_of(eg, s, "?a")?;
    if c < 2 || !c.is_power_of_two() || c.trailing_zeros() >= int_width(ty) {
        return None;
    }
    let mut s = s.clone();
    bind_int(eg, &mut s, "?k", ty, c.trailing_zeros() as u128);
    Some(s)
}

/// `?c` is 2^k: binds `?m` = 2^k - 1.
fn pow2_mask(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    let c = int_of(eg, s, "?c")?;
    let ty = ty_of(eg, s, "?a")?;
    if c == 0 || !c.is_power_of_two() {
        return None;
    }
    let mut s = s.clone();
    bind_int(eg, &mut s, "?m", ty, c - 1);
    Some(s)
}

/// `?t` is w - 1 and `?s` below w: the logical shift reads only the sign
/// bit, which the arithmetic shift kept.
fn sign_bit_of_ashr(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    let w = u128::from(int_width(ty_of(eg, s, "?a")?));
    let (sh, t) = (int_of(eg, s, "?s")?, int_of(eg, s, "?t")?);
    (w >= 2 && t == w - 1 && sh < w).then(|| s.clone())
}

/// `?c` is 2^k with 1 <= k <= w - 2 (a positive power of two above 1):
/// binds `?k`, the shifts `?s1` = w - 1 and `?sk` = w - k that build the
/// rounding bias `(a >>s (w-1)) >>u (w-k)` (2^k - 1 for a negative `a`,
/// else 0), and `?n` = -2^k.
fn sdiv_pow2(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    let c = int_of(eg, s, "?c")?;
    let ty = ty_of(eg, s, "?a")?;
    let w = int_width(ty);
    if !(2..=64).contains(&w) || c < 2 || !c.is_power_of_two() || c.trailing_zeros() + 2 > w {
        return None;
    }
    let k = c.trailing_zeros();
    let mut s = s.clone();
    bind_int(eg, &mut s, "?k", ty, u128::from(k));
    bind_int(eg, &mut s, "?s1", ty, u128::from(w - 1));
    bind_int(eg, &mut s, "?sk", ty, u128::from(w - k));
    bind_int(eg, &mut s, "?n", ty, !(c - 1) & mask(w));
    Some(s)
}

/// `?c` is a constant 3 <= d < 2^(w-1) that is no power of two
/// (`sdiv-pow2` takes those), `?a` 32 or 64 bits wide: binds `?h` to
/// `mulhi(a, M)` (plus `a` where `M` is negative as a signed number), `?s`
/// to the shift and `?w1` to w - 1 ([`super::magic`]).
fn sdiv_magic(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    use crate::lang::{AttrId, Node, Op};
    use dialects::ir::{Attrs, FastMath, IntrinsicAttrs};
    let c = int_of(eg, s, "?c")?;
    let ty = ty_of(eg, s, "?a")?;
    let w = int_width(ty);
    if !(w == 32 || w == 64) || c < 3 || c.is_power_of_two() || c >= 1u128 << (w - 1) {
        return None;
    }
    let (m, shift) = super::magic::signed_magic(c, w);
    let a = *s.get(var("?a"))?;
    let mc = eg.add(Node::int(ty, m));
    let name = if w == 32 {
        "llvm.nvvm.mulhi.i"
    } else {
        "llvm.nvvm.mulhi.ll"
    };
    let at = eg.analysis.intern(Attrs::Intrinsic(IntrinsicAttrs::new(
        name,
        FastMath::default(),
    )));
    let mut h = eg.add(Node::new(Op::Inst(Opcode::Intrinsic, at), ty, &[a, mc]));
    if (m >> (w - 1)) & 1 == 1 {
        h = eg.add(Node::new(Op::Inst(Opcode::Add, AttrId::NONE), ty, &[h, a]));
    }
    let mut s = s.clone();
    s.insert(var("?h"), h);
    bind_int(eg, &mut s, "?s", ty, u128::from(shift));
    bind_int(eg, &mut s, "?w1", ty, u128::from(w - 1));
    Some(s)
}

/// `?a`'s sign bit is known zero (then signed and unsigned division and
/// remainder agree).
fn non_negative(eg: &Graph, s: &Subst) -> bool {
    let Some(&a) = s.get(var("?a")) else {
        return false;
    };
    let d = &eg[a].data;
    let w = d.ty.val().map_or(0, int_width);
    w > 0 && (d.zeros >> (w - 1)) & 1 == 1
}

/// [`pow2_shift`] on a non-negative dividend.
fn pow2_shift_nonneg(eg: &mut Graph, id: Id, s: &Subst) -> Option<Subst> {
    non_negative(eg, s).then_some(())?;
    pow2_shift(eg, id, s)
}

/// [`pow2_mask`] on a non-negative dividend.
fn pow2_mask_nonneg(eg: &mut Graph, id: Id, s: &Subst) -> Option<Subst> {
    non_negative(eg, s).then_some(())?;
    pow2_mask(eg, id, s)
}

/// Finds in class `?s` an `add` whose second operand is a constant and
/// whose first operand's known bits prove the sum cannot wrap (signed when
/// `signed`, else unsigned); binds `?a` and `?c`.
fn add_in_range(signed: bool) -> impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> {
    move |eg, _, s| {
        let class = *s.get(var("?s"))?;
        let w = int_width(eg[class].data.ty.val()?);
        if w == 0 || w > 64 {
            return None;
        }
        let (a, c) = eg[class].nodes.iter().find_map(|n| {
            (n.opcode() == Some(Opcode::Add)).then_some(())?;
            let c = eg[n.args[1]].data.int().filter(|&c| c != 0)?;
            let d = &eg[n.args[0]].data;
            let hi = !d.zeros & mask(w);
            let lo = d.ones;
            let sign = 1u128 << (w - 1);
            // c sets only bits known zero in a: a + c = a | c, no carry.
            // Below the sign bit, the sign is a's, whatever a is (Triton's
            // `(ctaid << 10 | tid & 127) | 128`).
            let disjoint = c & !d.zeros & mask(w) == 0 && (!signed || c < sign);
            let ok = disjoint
                || if signed {
                    // Sign bit known zero: a in [lo, hi] as a non-negative value.
                    let cs = ((c << (128 - w)) as i128) >> (128 - w);
                    let max = (sign - 1) as i128;
                    let min = -(sign as i128);
                    d.zeros & sign != 0 && hi as i128 + cs <= max && lo as i128 + cs >= min
                } else {
                    hi.checked_add(c).is_some_and(|x| x <= mask(w))
                };
            ok.then_some((n.args[0], n.args[1]))
        })?;
        let mut s = s.clone();
        s.insert(var("?a"), a);
        s.insert(var("?c"), c);
        Some(s)
    }
}

/// The values a class of width `w` may hold, from its known bits, as a
/// signed range (when the sign bit is known) or an unsigned one.
fn known_range(d: &crate::analysis::Data, w: u32, signed: bool) -> Option<(i128, i128)> {
    let m = mask(w);
    let (lo, hi) = (d.ones & m, !d.zeros & m);
    if !signed {
        return Some((lo as i128, hi as i128));
    }
    let sign = 1u128 << (w - 1);
    let sx = |x: u128| ((x << (128 - w)) as i128) >> (128 - w);
    if d.zeros & sign != 0 || d.ones & sign != 0 {
        // Known sign: the fewest bits set is the least value, all the
        // possible ones the greatest, negative or not.
        Some((sx(lo), sx(hi)))
    } else {
        None
    }
}

/// `?a - ?b` (the class `?s`) cannot wrap, signed or unsigned, by the
/// known bits of both operands: the difference of their ranges fits.
fn sub_in_range(signed: bool) -> impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> {
    move |eg, _, s| {
        let (a, b) = (*s.get(var("?a"))?, *s.get(var("?b"))?);
        let w = int_width(eg[a].data.ty.val()?);
        if w == 0 || w > 64 {
            return None;
        }
        let (alo, ahi) = known_range(&eg[a].data, w, signed)?;
        let (blo, bhi) = known_range(&eg[b].data, w, signed)?;
        let (min, max) = if signed {
            (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
        } else {
            (0, mask(w) as i128)
        };
        (alo - bhi >= min && ahi - blo <= max).then(|| s.clone())
    }
}

/// Same types for `?a` and the matched class.
/// No bit can be one in both `?a` and `?b` (known bits), so `a | b`
/// never carries: it is `a + b`.
fn disjoint(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    let (a, b) = (&eg[*s.get(var("?a"))?].data, &eg[*s.get(var("?b"))?].data);
    let w = int_width(a.ty.val()?);
    ((!a.zeros & !b.zeros & mask(w)) == 0).then(|| s.clone())
}

/// `?c`'s low `?k` bits are zero and `?a + ?c` provably does not wrap
/// (signed when `signed`, from `?a`'s known bits): the shift then divides
/// the constant exactly. Binds `?d` = `?c` shifted right by `?k`.
fn shift_splits_add(signed: bool) -> impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> {
    move |eg, _, s| {
        let ty = ty_of(eg, s, "?a")?;
        let w = int_width(ty);
        let (c, k) = (int_of(eg, s, "?c")?, int_of(eg, s, "?k")?);
        if w == 0 || w > 64 || k == 0 || k >= w as u128 || c & ((1 << k) - 1) != 0 {
            return None;
        }
        let d = &eg[*s.get(var("?a"))?].data;
        let (lo, hi) = (d.ones, !d.zeros & mask(w));
        let shifted = if signed {
            let sign = 1u128 << (w - 1);
            let cs = ((c << (128 - w)) as i128) >> (128 - w);
            // `?a` non-negative (sign bit known zero), so it lies in [lo, hi].
            let fits = d.zeros & sign != 0
                && hi as i128 + cs < sign as i128
                && lo as i128 + cs >= -(sign as i128);
            fits.then_some(((cs >> k) as u128) & mask(w))?
        } else {
            hi.checked_add(c).filter(|&x| x <= mask(w))?;
            c >> k
        };
        let mut s = s.clone();
        bind_int(eg, &mut s, "?d", ty, shifted);
        Some(s)
    }
}

/// `?m` keeps only bits below some 2^h and `?c` is a multiple of 2^h, so
/// adding `?c` cannot change a kept bit.
fn add_below_mask(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    let w = int_width(ty_of(eg, s, "?a")?);
    let (c, m) = (int_of(eg, s, "?c")?, int_of(eg, s, "?m")?);
    let h = 128 - m.leading_zeros();
    (w > 0 && m != 0 && c != 0 && h < 128 && c & ((1u128 << h) - 1) == 0).then(|| s.clone())
}

/// `?c` is a constant and neither `?a` nor `?b` is: moving it outermost
/// is a canonical direction (constants together, then into `[reg+imm]`).
fn const_outermost(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    (is_nonzero_const(eg, s, "?c") && !is_const(eg, s, "?a") && !is_const(eg, s, "?b"))
        .then(|| s.clone())
}

fn same_type_as_root(eg: &mut Graph, root: Id, s: &Subst) -> Option<Subst> {
    (ty_of(eg, s, "?a")? == eg[root].data.ty.val()?).then(|| s.clone())
}

/// The 64-bit offset of a `ptradd`: its arithmetic wraps like the pointer's.
fn offset_is_i64(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    (ty_of(eg, s, "?x")? == Type::Int(64) && is_nonzero_const(eg, s, "?c")).then(|| s.clone())
}

fn shift_in_range(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    let ty = ty_of(eg, s, "?a")?;
    let (c1, k) = (int_of(eg, s, "?c1")?, int_of(eg, s, "?c2")?);
    (c1 != 0 && k < int_width(ty) as u128 && c1 & mask(int_width(ty)) == c1).then(|| s.clone())
}

/// `?k` is a shift amount below the width: binds `?m` = 2^k - 1.
fn low_mask(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    // The pattern names `?b`/`?j` apart from `?a`/`?k` and this checks they
    // are equal: egg 0.11 misses matches of this pattern with both
    // variables repeated.
    let same = |x: &str, y: &str| Some(eg.find(*s.get(var(x))?) == eg.find(*s.get(var(y))?));
    (same("?a", "?b")? && same("?k", "?j")?).then_some(())?;
    let ty = ty_of(eg, s, "?a")?;
    let k = int_of(eg, s, "?k")?;
    if k >= int_width(ty) as u128 {
        return None;
    }
    let mut s = s.clone();
    bind_int(eg, &mut s, "?m", ty, (1u128 << k) - 1);
    Some(s)
}

/// The `algebra` rules, in a fixed order (rule ids follow it).
pub fn rules() -> Vec<RuleDef> {
    [
        identities(),
        canonical_order(),
        distributed_constants(),
        powers_of_two(),
        known_bits(),
        casts(),
        pointers(),
        selects_and_compares(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Identities: a neutral or absorbing operand, self-cancelling operations.
fn identities() -> Vec<RuleDef> {
    vec![
        // x + 0 = x
        def("add-zero", "x + 0 = x", "(add ?a 0)", "?a"),
        // x - 0 = x
        def("sub-zero", "x - 0 = x", "(sub ?a 0)", "?a"),
        // x - x = 0
        def("sub-self", "x - x = 0", "(sub ?a ?a)", "0"),
        // x * 1 = x
        def("mul-one", "x * 1 = x", "(mul ?a 1)", "?a"),
        // x * 0 = 0
        def("mul-zero", "x * 0 = 0", "(mul ?a 0)", "0"),
        // x / 1 = x and x % 1 = 0: XLA's index arithmetic divides by
        // every dimension's stride, 1 included
        def("udiv-one", "x /u 1 = x", "(udiv ?a 1)", "?a"),
        def("sdiv-one", "x /s 1 = x", "(sdiv ?a 1)", "?a"),
        def("urem-one", "x %u 1 = 0", "(urem ?a 1)", "0"),
        def("srem-one", "x %s 1 = 0", "(srem ?a 1)", "0"),
        // x & x = x
        def("and-self", "x & x = x", "(and ?a ?a)", "?a"),
        // x & 0 = 0
        def("and-zero", "x & 0 = 0", "(and ?a 0)", "0"),
        // x & -1 = x
        def("and-ones", "x & -1 = x", "(and ?a -1)", "?a"),
        // x | x = x
        def("or-self", "x | x = x", "(or ?a ?a)", "?a"),
        // x | 0 = x
        def("or-zero", "x | 0 = x", "(or ?a 0)", "?a"),
        // x ^ x = 0
        def("xor-self", "x ^ x = 0", "(xor ?a ?a)", "0"),
        // x ^ 0 = x
        def("xor-zero", "x ^ 0 = x", "(xor ?a 0)", "?a"),
        // (x ^ y) ^ y = x
        def(
            "xor-xor-cancel",
            "(x ^ y) ^ y = x",
            "(xor (xor ?a ?b) ?b)",
            "?a",
        ),
        // x << 0 = x
        def("shl-zero", "x << 0 = x", "(shl ?a 0)", "?a"),
        // x >> 0 = x (logical)
        def("lshr-zero", "x >>u 0 = x", "(lshr ?a 0)", "?a"),
        // x >> 0 = x (arithmetic)
        def("ashr-zero", "x >>s 0 = x", "(ashr ?a 0)", "?a"),
        // (x - y) + y = x
        def(
            "add-sub-cancel",
            "(x - y) + y = x",
            "(add (sub ?a ?b) ?b)",
            "?a",
        ),
        // (x + y) - y = x
        def(
            "sub-add-cancel",
            "(x + y) - y = x",
            "(sub (add ?a ?b) ?b)",
            "?a",
        ),
    ]
}

/// Constants to the right and outermost, reassociated and folded.
fn canonical_order() -> Vec<RuleDef> {
    vec![
        // c + x = x + c (constants right)
        def_if(
            "add-const-right",
            "c + x = x + c",
            "(add ?c ?a)",
            "(add ?a ?c)",
            const_left,
        ),
        // c * x = x * c
        def_if(
            "mul-const-right",
            "c * x = x * c",
            "(mul ?c ?a)",
            "(mul ?a ?c)",
            const_left,
        ),
        // c & x = x & c
        def_if(
            "and-const-right",
            "c & x = x & c",
            "(and ?c ?a)",
            "(and ?a ?c)",
            const_left,
        ),
        // c | x = x | c
        def_if(
            "or-const-right",
            "c | x = x | c",
            "(or ?c ?a)",
            "(or ?a ?c)",
            const_left,
        ),
        // c ^ x = x ^ c
        def_if(
            "xor-const-right",
            "c ^ x = x ^ c",
            "(xor ?c ?a)",
            "(xor ?a ?c)",
            const_left,
        ),
        // c - x = (0 - x) + c: the constant joins the add chains (an
        // unrolled `k - tid` row becomes one shared `-tid` plus k)
        def_if(
            "sub-const-left",
            "c - x = (0 - x) + c, c a nonzero constant",
            "(sub ?c ?a)",
            "(add (sub 0 ?a) ?c)",
            |eg, _, s| (is_nonzero_const(eg, s, "?c") && !is_const(eg, s, "?a")).then(|| s.clone()),
        ),
        // x - c = x + (-c)
        def_if(
            "sub-const",
            "x - c = x + (0 - c)",
            "(sub ?a ?c)",
            "(add ?a (sub 0 ?c))",
            consts(&["?c"]),
        ),
        // (x + c1) + c2 = x + (c1 + c2)
        def_if(
            "add-add-const",
            "(x + c1) + c2 = x + (c1 + c2)",
            "(add (add ?a ?c1) ?c2)",
            "(add ?a (add ?c1 ?c2))",
            consts(&["?c1", "?c2"]),
        ),
        // x + (y + c) = (x + y) + c: constants outermost, where an address
        // folds them into [reg+imm]
        def_if(
            "add-const-out",
            "x + (y + c) = (x + y) + c",
            "(add ?a (add ?b ?c))",
            "(add (add ?a ?b) ?c)",
            const_outermost,
        ),
        // (x + c) + y = (x + y) + c
        def_if(
            "add-const-out-left",
            "(x + c) + y = (x + y) + c",
            "(add (add ?a ?c) ?b)",
            "(add (add ?a ?b) ?c)",
            const_outermost,
        ),
    ]
}

/// Constants distributed over multiplications and shifts.
fn distributed_constants() -> Vec<RuleDef> {
    vec![
        // (x * c1) * c2 = x * (c1 * c2)
        def_if(
            "mul-mul-const",
            "(x * c1) * c2 = x * (c1 * c2)",
            "(mul (mul ?a ?c1) ?c2)",
            "(mul ?a (mul ?c1 ?c2))",
            consts(&["?c1", "?c2"]),
        ),
        // (x + c1) * c2 = x * c2 + c1 * c2
        def_if(
            "mul-add-distribute-const",
            "(x + c1) * c2 = x * c2 + c1 * c2",
            "(mul (add ?a ?c1) ?c2)",
            "(add (mul ?a ?c2) (mul ?c1 ?c2))",
            |eg, _, s| {
                (is_nonzero_const(eg, s, "?c1") && is_const(eg, s, "?c2")).then(|| s.clone())
            },
        ),
        // (x + c1) << c2 = (x << c2) + (c1 << c2)
        def_if(
            "shl-add-distribute-const",
            "(x + c1) << c2 = (x << c2) + (c1 << c2), c2 < width",
            "(shl (add ?a ?c1) ?c2)",
            "(add (shl ?a ?c2) (shl ?c1 ?c2))",
            shift_in_range,
        ),
    ]
}

/// Strength reduction by powers of two.
fn powers_of_two() -> Vec<RuleDef> {
    vec![
        // x - ((x >>u k) << k) = x & (2^k - 1): the remainder front ends
        // expand `x % 2^k` into
        def_if(
            "sub-shift-mask",
            "x - ((x >>u k) << k) = x & (2^k - 1)",
            "(sub ?a (shl (lshr ?b ?k) ?j))",
            "(and ?a ?m)",
            low_mask,
        ),
        // x * 2^k = x << k
        def_if(
            "mul-pow2",
            "x * 2^k = x << k",
            "(mul ?a ?c)",
            "(shl ?a ?k)",
            pow2_shift,
        ),
        // x /u 2^k = x >>u k
        def_if(
            "udiv-pow2",
            "x /u 2^k = x >>u k",
            "(udiv ?a ?c)",
            "(lshr ?a ?k)",
            pow2_shift,
        ),
        // x /s 2^k = x >>u k for x >= 0
        def_if(
            "sdiv-pow2-nonneg",
            "x /s 2^k = x >>u k, x's sign bit known zero",
            "(sdiv ?a ?c)",
            "(lshr ?a ?k)",
            pow2_shift_nonneg,
        ),
        // x %s 2^k = x & (2^k - 1) for x >= 0
        def_if(
            "srem-pow2-nonneg",
            "x %s 2^k = x & (2^k - 1), x's sign bit known zero",
            "(srem ?a ?c)",
            "(and ?a ?m)",
            pow2_mask_nonneg,
        ),
        // (x >>s s) >>u (w-1) = x >>u (w-1): an arithmetic shift keeps
        // the sign bit, the logical one extracts it (`sdiv-pow2`'s bias
        // for x /s 2 is one shift, as LLVM writes it)
        def_if(
            "lshr-ashr-sign",
            "(x >>s s) >>u (w-1) = x >>u (w-1), s < w",
            "(lshr (ashr ?a ?s) ?t)",
            "(lshr ?a ?t)",
            sign_bit_of_ashr,
        ),
        // x /s 2^k = (x + bias) >>s k, bias = 2^k - 1 for x < 0, else 0
        // (rounds toward zero as sdiv does; LLVM's expansion): four
        // shifts and adds where div.s32 is a long SASS sequence.
        def_if(
            "sdiv-pow2",
            "x /s 2^k = (x + ((x >>s (w-1)) >>u (w-k))) >>s k",
            "(sdiv ?a ?c)",
            "(ashr (add ?a (lshr (ashr ?a ?s1) ?sk)) ?k)",
            sdiv_pow2,
        ),
        // x /s d = (mulhi(x, M) [+ x]) >>s s, plus one for negative x
        // (Hacker's Delight §10-4; what libNVVM's PTX shows): a multiply
        // and three shifts and adds where div.s32 is a long SASS sequence
        // (sobel_u8's `/ 18`).
        def_if(
            "sdiv-const",
            "x /s d = (mulhi(x, M) [+ x]) >>s s + (x >>u (w-1)), d a constant",
            "(sdiv ?a ?c)",
            "(add (ashr ?h ?s) (lshr ?a ?w1))",
            sdiv_magic,
        ),
        // x %s 2^k = x - ((x + bias) & -2^k)
        def_if(
            "srem-pow2",
            "x %s 2^k = x - ((x + ((x >>s (w-1)) >>u (w-k))) & -2^k)",
            "(srem ?a ?c)",
            "(sub ?a (and (add ?a (lshr (ashr ?a ?s1) ?sk)) ?n))",
            sdiv_pow2,
        ),
        // x %u 2^k = x & (2^k - 1)
        def_if(
            "urem-pow2",
            "x %u 2^k = x & (2^k - 1)",
            "(urem ?a ?c)",
            "(and ?a ?m)",
            pow2_mask,
        ),
    ]
}

/// Rewrites the known-bits analysis licenses.
fn known_bits() -> Vec<RuleDef> {
    vec![
        // a | b = a + b when no bit is possibly one in both (shl(x, 3) | 5)
        def_if(
            "or-disjoint-add",
            "a | b = a + b when known bits show no common one bit",
            "(or ?a ?b)",
            "(add ?a ?b)",
            disjoint,
        ),
        // (x + 2^k c) >>s k = (x >>s k) + c when the sum cannot wrap
        def_if(
            "ashr-add-const",
            "(x + c) >>s k = (x >>s k) + (c >>s k), c a multiple of 2^k, x + c proven not to wrap (signed)",
            "(ashr (add ?a ?c) ?k)",
            "(add (ashr ?a ?k) ?d)",
            shift_splits_add(true),
        ),
        // (x + 2^k c) >>u k = (x >>u k) + c when the sum cannot wrap
        def_if(
            "lshr-add-const",
            "(x + c) >>u k = (x >>u k) + (c >>u k), c a multiple of 2^k, x + c proven not to wrap (unsigned)",
            "(lshr (add ?a ?c) ?k)",
            "(add (lshr ?a ?k) ?d)",
            shift_splits_add(false),
        ),
        // (x + c) & m = x & m when c is zero in every bit m keeps and below
        def_if(
            "and-add-const",
            "(x + c) & m = x & m when c is a multiple of 2^h and m < 2^h",
            "(and (add ?a ?c) ?m)",
            "(and ?a ?m)",
            add_below_mask,
        ),
        // sext(a + c) = sext(a) + sext(c) when known bits bound a + c
        def_if(
            "sext-add-in-range",
            "sext(a + c) = sext(a) + sext(c), a + c proven not to wrap (signed)",
            "(sext ?s)",
            "(add (sext ?a) (sext ?c))",
            add_in_range(true),
        ),
        // sext(a - b) = sext(a) - sext(b) when known bits bound a - b
        // (needleman-wunsch's `k - tid` rows of a wavefront, k unrolled)
        def_if(
            "sext-sub-in-range",
            "sext(a - b) = sext(a) - sext(b), a - b proven not to wrap (signed) by the ranges of a and b",
            "(sext (sub ?a ?b))",
            "(sub (sext ?a) (sext ?b))",
            sub_in_range(true),
        ),
        // zext(a - b) = zext(a) - zext(b) when known bits show a >= b
        def_if(
            "zext-sub-in-range",
            "zext(a - b) = zext(a) - zext(b), a >= b proven by the ranges of a and b",
            "(zext (sub ?a ?b))",
            "(sub (zext ?a) (zext ?b))",
            sub_in_range(false),
        ),
        // zext(a + c) = zext(a) + zext(c) when known bits bound a + c
        def_if(
            "zext-add-in-range",
            "zext(a + c) = zext(a) + zext(c), a + c proven not to wrap (unsigned)",
            "(zext ?s)",
            "(add (zext ?a) (zext ?c))",
            add_in_range(false),
        ),
    ]
}

/// Casts that cancel.
fn casts() -> Vec<RuleDef> {
    vec![
        // bitcast x = x when the types agree (front ends write them)
        def_if(
            "bitcast-same-type",
            "bitcast x = x (same type)",
            "(bitcast ?a)",
            "?a",
            same_type_as_root,
        ),
        // trunc(zext x) = x when the types agree
        def_if(
            "trunc-zext",
            "trunc(zext x) = x (same type)",
            "(trunc (zext ?a))",
            "?a",
            same_type_as_root,
        ),
        // trunc(sext x) = x when the types agree
        def_if(
            "trunc-sext",
            "trunc(sext x) = x (same type)",
            "(trunc (sext ?a))",
            "?a",
            same_type_as_root,
        ),
    ]
}

/// Pointer offsets: constants outermost, where loads and stores fold them.
fn pointers() -> Vec<RuleDef> {
    vec![
        // p + 0 = p
        def("ptradd-zero", "p + 0 = p", "(ptradd ?p 0)", "?p"),
        // (p + c1) + c2 = p + (c1 + c2)
        def_if(
            "ptradd-ptradd-const",
            "(p + c1) + c2 = p + (c1 + c2)",
            "(ptradd (ptradd ?p ?x) ?c)",
            "(ptradd ?p (add ?x ?c))",
            |eg, r, s| offset_is_i64(eg, r, s).filter(|s| is_const(eg, s, "?x")),
        ),
        // (p + c) + x = (p + x) + c: constants outermost, where ld/st fold them
        def_if(
            "ptradd-const-out",
            "(p + c) + x = (p + x) + c",
            "(ptradd (ptradd ?p ?c) ?x)",
            "(ptradd (ptradd ?p ?x) ?c)",
            |eg, _, s| {
                (is_nonzero_const(eg, s, "?c")
                    && !is_const(eg, s, "?x")
                    && ty_of(eg, s, "?x")? == ty_of(eg, s, "?c")?)
                .then(|| s.clone())
            },
        ),
        // p + (x + c) = (p + x) + c (64-bit offsets)
        def_if(
            "ptradd-add-const",
            "p + (x + c) = (p + x) + c",
            "(ptradd ?p (add ?x ?c))",
            "(ptradd (ptradd ?p ?x) ?c)",
            offset_is_i64,
        ),
    ]
}

/// Selects with a known arm and comparisons of a value with itself.
/// `select(x ⋚ y, a, b)` with `{a, b}` = `{x, y}` and an ordering compare:
/// binds `?r` to the `llvm.{s,u}{min,max}` call it equals (16- to 64-bit
/// integers; equal operands give either, so `<` and `<=` agree).
fn select_minmax(eg: &mut Graph, root: Id, s: &Subst) -> Option<Subst> {
    use crate::lang::{Node, Op};
    use dialects::ir::{Attrs, FastMath, IntPred, IntrinsicAttrs};
    let ty = eg[root].data.ty.val()?;
    let w = match ty {
        Type::Int(w @ (16 | 32 | 64)) => w,
        _ => return None,
    };
    let (c, a, b) = (*s.get(var("?c"))?, *s.get(var("?a"))?, *s.get(var("?b"))?);
    let (a, b) = (eg.find(a), eg.find(b));
    if a == b {
        return None;
    }
    // Any ordering compare in the condition's class between the two arms:
    // (signed, less-than, arms in the compare's order).
    let (signed, less, same) = eg[c].nodes.iter().find_map(|n| {
        let (signed, less) = match n.icmp_pred()? {
            IntPred::Slt | IntPred::Sle => (true, true),
            IntPred::Sgt | IntPred::Sge => (true, false),
            IntPred::Ult | IntPred::Ule => (false, true),
            IntPred::Ugt | IntPred::Uge => (false, false),
            _ => return None,
        };
        let [x, y] = n.args[..] else {
            return None;
        };
        let (x, y) = (eg.find(x), eg.find(y));
        match ((x, y) == (a, b), (x, y) == (b, a)) {
            (true, _) => Some((signed, less, true)),
            (_, true) => Some((signed, less, false)),
            _ => None,
        }
    })?;
    // x < y ? x : y is the minimum; with the arms swapped, the maximum.
    let min = less == same;
    let name = format!(
        "llvm.{}{}.i{w}",
        if signed { "s" } else { "u" },
        if min { "min" } else { "max" }
    );
    let at = eg.analysis.intern(Attrs::Intrinsic(IntrinsicAttrs::new(
        &name,
        FastMath::default(),
    )));
    let r = eg.add(Node::new(Op::Inst(Opcode::Intrinsic, at), ty, &[a, b]));
    let mut s = s.clone();
    s.insert(var("?r"), r);
    Some(s)
}

/// `select(x < 0, 0 - x, x)` and its other spellings (`x <= 0` with the
/// same arms, `x > -1`, `x >= 0`, `x > 0` with the arms swapped): binds `?r`
/// to `llvm.abs(x)` (16- to 64-bit; both give INT_MIN for INT_MIN, the
/// select by wrapping and `abs.s32` as the PTX ISA defines it). LLVM 7's
/// NVVM IR has no `llvm.abs`, so the typed form of clang's and libNVVM's
/// input writes it this way; libNVVM selects one `abs`.
fn select_abs(eg: &mut Graph, root: Id, s: &Subst) -> Option<Subst> {
    use crate::lang::{Node, Op};
    use dialects::ir::{Attrs, FastMath, IntPred, IntrinsicAttrs};
    let ty = eg[root].data.ty.val()?;
    let w = match ty {
        Type::Int(w @ (16 | 32 | 64)) => w,
        _ => return None,
    };
    let (c, a, b) = (*s.get(var("?c"))?, *s.get(var("?a"))?, *s.get(var("?b"))?);
    let (a, b) = (eg.find(a), eg.find(b));
    let m = crate::lang::mask(u32::from(w));
    // `neg` is `0 - x` in some node of its class.
    let negates = |eg: &Graph, neg: Id, x: Id| {
        eg[neg].nodes.iter().any(|n| {
            matches!(n.op, Op::Inst(Opcode::Sub, _))
                && n.args.len() == 2
                && eg[n.args[0]].data.int() == Some(0)
                && eg.find(n.args[1]) == x
        })
    };
    // (x, whether the negation is the true arm)
    let (x, neg_first) = if negates(eg, a, b) {
        (b, true)
    } else if negates(eg, b, a) {
        (a, false)
    } else {
        return None;
    };
    let wants_neg_first = eg[c].nodes.iter().find_map(|n| {
        let p = n.icmp_pred()?;
        let [l, r] = n.args[..] else {
            return None;
        };
        if eg.find(l) != x {
            return None;
        }
        match (p, eg[r].data.int()? & m) {
            (IntPred::Slt | IntPred::Sle, 0) => Some(true),
            (IntPred::Sgt | IntPred::Sge, 0) => Some(false),
            (IntPred::Sgt, k) if k == m => Some(false),
            _ => None,
        }
    })?;
    if wants_neg_first != neg_first {
        return None;
    }
    let at = eg.analysis.intern(Attrs::Intrinsic(IntrinsicAttrs::new(
        format!("llvm.abs.i{w}"),
        FastMath::default(),
    )));
    let no_poison = eg.add(Node::new(Op::Int(0), Type::Int(1), &[]));
    let r = eg.add(Node::new(
        Op::Inst(Opcode::Intrinsic, at),
        ty,
        &[x, no_poison],
    ));
    let mut s = s.clone();
    s.insert(var("?r"), r);
    Some(s)
}

fn selects_and_compares() -> Vec<RuleDef> {
    vec![
        // select(x < 0, -x, x) = abs(x): one `abs` where a negation, a
        // compare and a selp were three (SAD kernels, Parboil's sad).
        def_if(
            "select-abs",
            "select(x < 0, 0 - x, x) = abs(x) (and x <= 0; x > -1, x >= 0, x > 0 with the arms swapped)",
            "(select ?c ?a ?b)",
            "?r",
            select_abs,
        ),
        // select(x < y, x, y) = min(x, y), and the other orders: one
        // min/max instruction where a compare and a selp were two (the
        // clamps image kernels write: sobel_u8's borders).
        def_if(
            "select-minmax",
            "select(x < y, x, y) = min(x, y) (and >, <=, >=, swapped arms: max; signed or unsigned)",
            "(select ?c ?a ?b)",
            "?r",
            select_minmax,
        ),
        // select(c, x, x) = x
        def(
            "select-same",
            "select(c, x, x) = x",
            "(select ?c ?a ?a)",
            "?a",
        ),
        // select(true, x, y) = x
        def(
            "select-true",
            "select(true, x, y) = x",
            "(select 1 ?a ?b)",
            "?a",
        ),
        // select(false, x, y) = y
        def(
            "select-false",
            "select(false, x, y) = y",
            "(select 0 ?a ?b)",
            "?b",
        ),
        // Logical and/or as clang writes `&&` and `||` (LLVM's poison-safe
        // forms): one predicate instruction instead of a select.
        // select(c, x, false) = c & x   (x: i1)
        def(
            "select-i1-and",
            "select(c, x, false) = c & x",
            "(select ?c ?a 0:i1)",
            "(and ?c ?a)",
        ),
        // select(c, true, x) = c | x   (x: i1)
        def(
            "select-i1-or",
            "select(c, true, x) = c | x",
            "(select ?c 1:i1 ?b)",
            "(or ?c ?b)",
        ),
        // x == x
        def("icmp-eq-self", "(x == x) = true", "(icmp.eq ?a ?a)", "1"),
        // x != x
        def("icmp-ne-self", "(x != x) = false", "(icmp.ne ?a ?a)", "0"),
        // x <s x
        def("icmp-slt-self", "(x <s x) = false", "(icmp.slt ?a ?a)", "0"),
        // x <u x
        def("icmp-ult-self", "(x <u x) = false", "(icmp.ult ?a ?a)", "0"),
        // x <=s x
        def("icmp-sle-self", "(x <=s x) = true", "(icmp.sle ?a ?a)", "1"),
        // x <=u x
        def("icmp-ule-self", "(x <=u x) = true", "(icmp.ule ?a ?a)", "1"),
        // -(-x) = x
        def("fneg-fneg", "-(-x) = x", "(fneg (fneg ?a))", "?a"),
    ]
}
