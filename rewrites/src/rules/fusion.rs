//! Rule set `fusion`: fma contraction (gated by the `fmad` knob, on by
//! default as in nvcc), the integer multiply-add (`mad_lo`, one
//! `mad.lo`), the widening multiplies (`mul_wide_s`/`_u`, one `mul.wide`
//! each), and select/predicate forms.
//!
//! Contraction changes rounding (one rounding instead of two): it is the
//! one documented exception to bit-exact equivalence, and tests compare
//! contracted kernels within a stated tolerance.

use dialects::ir::{Attrs, FastMath, IntrinsicAttrs, Opcode, Type};
use egg::{Id, Subst};

use super::{bind_int, def_if, int_of, ty_of, var, RuleConfig, RuleDef};
use crate::analysis::Graph;
use crate::lang::{Node, Op};

/// Which fma operand a contraction negates (negation is exact, so the
/// contracted form still rounds once).
#[derive(Copy, Clone)]
enum Negate {
    None,
    /// `a * b - c = fma(a, b, -c)`.
    Addend,
    /// `c - a * b = fma(-a, b, c)`.
    Multiplicand,
}

/// Binds `?r` to `llvm.fma(?a, ?b, ?c)`, with the operand `neg` says
/// negated, when the type is f32 or f64.
fn fma(neg: Negate) -> impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> {
    move |eg, root, s| {
        let ty = eg[root].data.ty.val()?;
        let name = match ty {
            Type::F32 => "llvm.fma.f32",
            Type::F64 => "llvm.fma.f64",
            _ => return None,
        };
        let (mut a, mut b, mut c) = (*s.get(var("?a"))?, *s.get(var("?b"))?, *s.get(var("?c"))?);
        let negate = |eg: &mut Graph, x: Id| {
            eg.add(Node::new(
                Op::Inst(Opcode::FNeg, crate::lang::AttrId::NONE),
                ty,
                &[x],
            ))
        };
        match neg {
            Negate::None => {}
            Negate::Addend => c = negate(eg, c),
            // Negate the constant factor when there is one: the negation
            // then folds into the immediate (`fma.rn.f32 d, 0fBF333333, c`).
            Negate::Multiplicand if eg[b].data.konst.is_some() => b = negate(eg, b),
            Negate::Multiplicand => a = negate(eg, a),
        }
        let at = eg.analysis.intern(Attrs::Intrinsic(IntrinsicAttrs::new(
            name,
            FastMath::default(),
        )));
        let r = eg.add(Node::new(Op::Inst(Opcode::Intrinsic, at), ty, &[a, b, c]));
        let mut s = s.clone();
        s.insert(var("?r"), r);
        Some(s)
    }
}

/// `?k` < 31 on a 64-bit `?x` that is a sign-extended i32: binds `?m` = 2^k.
fn shl_to_wide(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    let k = int_of(eg, s, "?k")?;
    let src = ty_of(eg, s, "?a")?;
    if src != Type::Int(32) || k >= 31 || ty_of(eg, s, "?k")? != Type::Int(64) {
        return None;
    }
    let mut s = s.clone();
    bind_int(eg, &mut s, "?m", Type::Int(64), 1u128 << k);
    Some(s)
}

/// `?a` and `?b` are i16 or i32 of one type and the product twice as wide:
/// the product of the extended operands cannot wrap.
fn wide_pair(eg: &mut Graph, root: Id, s: &Subst) -> Option<Subst> {
    let (a, b) = (ty_of(eg, s, "?a")?, ty_of(eg, s, "?b")?);
    let w = match a {
        Type::Int(w @ (16 | 32)) if a == b => w,
        _ => return None,
    };
    (eg[root].data.ty.val()? == Type::Int(2 * w)).then(|| s.clone())
}

/// `?a` is i16 or i32, the product twice as wide and `?c` a constant that
/// the narrow type holds (sign- or zero-extended, per `signed`): binds
/// `?k` to it as a narrow literal.
fn wide_const(signed: bool) -> impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> {
    move |eg, root, s| {
        let a = ty_of(eg, s, "?a")?;
        let w = match a {
            Type::Int(w @ (16 | 32)) => u32::from(w),
            _ => return None,
        };
        if eg[root].data.ty.val()? != Type::Int(2 * w as u16) {
            return None;
        }
        let c = int_of(eg, s, "?c")?;
        // A zero-extended index scaled by a power of two stays a shift:
        // measured on the corpus, `mul.wide.u32 %rd, %r, 4` for
        // `cvt.u64.u32` + `shl.b64` made ptxas use more registers
        // (unroll4_runtime 32 -> 40, poly_apply 14 -> 18 on sm_80).
        if !signed && c.is_power_of_two() {
            return None;
        }
        let narrow = c & ((1u128 << w) - 1);
        let back = if signed {
            dialects::ir::eval::sext(narrow, w) as u128 & ((1u128 << (2 * w)) - 1)
        } else {
            narrow
        };
        if back != c {
            return None;
        }
        let mut s = s.clone();
        bind_int(eg, &mut s, "?k", a, narrow);
        Some(s)
    }
}

/// The matched add is an i16 or i32 and its addend `?c` is not a block
/// parameter. (`mad.lo.s64` exists, but ptxas expands a 64-bit multiply
/// into several instructions, while `mul.wide` + `add.s64` or `shl` +
/// `add.s64` is what 64-bit index arithmetic already selects well.) A block parameter is most
/// often a loop's counter (`i += blockDim.x * gridDim.x`): fusing would
/// move a loop-invariant multiply into the loop, keep both factors live
/// there and stop the counter's update from sharing its register
/// (measured on histogram256: 11 -> 15 registers, a copy per iteration).
fn mad_width(eg: &mut Graph, root: Id, s: &Subst) -> Option<Subst> {
    if !matches!(eg[root].data.ty.val()?, Type::Int(16 | 32)) {
        return None;
    }
    let c = *s.get(var("?c"))?;
    let phi = eg[c].nodes.iter().any(|n| matches!(n.op, Op::Phi { .. }));
    (!phi).then(|| s.clone())
}

fn is_i1(v: &'static str) -> impl Fn(&mut Graph, Id, &Subst) -> Option<Subst> {
    move |eg, _, s| (ty_of(eg, s, v)? == Type::Int(1)).then(|| s.clone())
}

/// `?c` is i1 and the matched select is a wider integer: `zext` from i1 to
/// i1 does not exist (the verifier rejects it).
fn i1_to_wider(eg: &mut Graph, root: Id, s: &Subst) -> Option<Subst> {
    let wider = matches!(eg[root].data.ty.val()?, Type::Int(w) if w > 1);
    (wider && ty_of(eg, s, "?c")? == Type::Int(1)).then(|| s.clone())
}

fn both_i1(eg: &mut Graph, _: Id, s: &Subst) -> Option<Subst> {
    (ty_of(eg, s, "?a")? == Type::Int(1) && ty_of(eg, s, "?b")? == Type::Int(1)).then(|| s.clone())
}

/// The `fusion` rules; contraction only when `cfg.fmad`.
pub fn rules(cfg: &RuleConfig) -> Vec<RuleDef> {
    let mut v = Vec::new();
    if cfg.fmad {
        // a * b + c = fma(a, b, c)   (one rounding: fmad)
        v.push(def_if(
            "fma-contract",
            "a * b + c = fma(a, b, c) (fmad)",
            "(fadd (fmul ?a ?b) ?c)",
            "?r",
            fma(Negate::None),
        ));
        // c + a * b = fma(a, b, c)
        v.push(def_if(
            "fma-contract-rhs",
            "c + a * b = fma(a, b, c) (fmad)",
            "(fadd ?c (fmul ?a ?b))",
            "?r",
            fma(Negate::None),
        ));
        // a * b - c = fma(a, b, -c)
        v.push(def_if(
            "fms-contract",
            "a * b - c = fma(a, b, -c) (fmad)",
            "(fsub (fmul ?a ?b) ?c)",
            "?r",
            fma(Negate::Addend),
        ));
        // c - a * b = fma(-a, b, c): a constant `a` folds its sign, as
        // LLVM's combiner does for libNVVM (`hz - 0.7f * d` is one
        // `fma.rn.f32 d, 0fBF333333, hz`)
        v.push(def_if(
            "fnms-contract",
            "c - a * b = fma(-a, b, c) (fmad)",
            "(fsub ?c (fmul ?a ?b))",
            "?r",
            fma(Negate::Multiplicand),
        ));
    }
    // The integer multiply-add: one PTX instruction (mad.lo.s32), exact.
    v.push(def_if(
        "mad-lo",
        "a * b + c = mad.lo(a, b, c)",
        "(add (mul ?a ?b) ?c)",
        "(mad_lo ?a ?b ?c)",
        mad_width,
    ));
    v.push(def_if(
        "mad-lo-rhs",
        "c + a * b = mad.lo(a, b, c)",
        "(add ?c (mul ?a ?b))",
        "(mad_lo ?a ?b ?c)",
        mad_width,
    ));
    // sext(a) << k = sext(a) * 2^k, which selects to mul.wide.s32
    v.push(def_if(
        "shl-sext-mul-wide",
        "sext(a:i32) << k = sext(a) * 2^k (mul.wide.s32)",
        "(shl (sext ?a) ?k)",
        "(mul (sext ?a) ?m)",
        shl_to_wide,
    ));
    // zext(a) << k = zext(a) * 2^k, which selects to mul.wide.u32 (an
    // unsigned index scaled to a byte offset: reductions' `sdata[tid]`)
    v.push(def_if(
        "shl-zext-mul-wide",
        "zext(a:i32) << k = zext(a) * 2^k (mul.wide.u32)",
        "(shl (zext ?a) ?k)",
        "(mul (zext ?a) ?m)",
        shl_to_wide,
    ));
    // The widening multiplies: one PTX instruction (mul.wide.s32/u32,
    // .s16/.u16), chosen by the extractor like any other node.
    v.push(def_if(
        "mul-wide-s",
        "sext(a) * sext(b) = mul.wide.s(a, b)",
        "(mul (sext ?a) (sext ?b))",
        "(mul_wide_s ?a ?b)",
        wide_pair,
    ));
    v.push(def_if(
        "mul-wide-u",
        "zext(a) * zext(b) = mul.wide.u(a, b)",
        "(mul (zext ?a) (zext ?b))",
        "(mul_wide_u ?a ?b)",
        wide_pair,
    ));
    v.push(def_if(
        "mul-wide-s-const",
        "sext(a) * c = mul.wide.s(a, c) (c fits a's type)",
        "(mul (sext ?a) ?c)",
        "(mul_wide_s ?a ?k)",
        wide_const(true),
    ));
    v.push(def_if(
        "mul-wide-u-const",
        "zext(a) * c = mul.wide.u(a, c) (c fits a's type)",
        "(mul (zext ?a) ?c)",
        "(mul_wide_u ?a ?k)",
        wide_const(false),
    ));
    // select(c, 1, 0) = zext(c)
    v.push(def_if(
        "select-one-zero",
        "select(c, 1, 0) = zext(c)",
        "(select ?c 1 0)",
        "(zext ?c)",
        i1_to_wider,
    ));
    // select(c, 0, 1) = zext(!c)
    v.push(def_if(
        "select-zero-one",
        "select(c, 0, 1) = zext(c ^ true)",
        "(select ?c 0 1)",
        "(zext (xor ?c 1:i1))",
        i1_to_wider,
    ));
    // select(c ^ true, a, b) = select(c, b, a)
    v.push(def_if(
        "select-not",
        "select(!c, a, b) = select(c, b, a)",
        "(select (xor ?c 1:i1) ?a ?b)",
        "(select ?c ?b ?a)",
        is_i1("?c"),
    ));
    // zext(a) & zext(b) = zext(a & b) for predicates
    v.push(def_if(
        "and-zext-pred",
        "zext(a:i1) & zext(b:i1) = zext(a & b)",
        "(and (zext ?a) (zext ?b))",
        "(zext (and ?a ?b))",
        both_i1,
    ));
    // zext(a) | zext(b) = zext(a | b) for predicates
    v.push(def_if(
        "or-zext-pred",
        "zext(a:i1) | zext(b:i1) = zext(a | b)",
        "(or (zext ?a) (zext ?b))",
        "(zext (or ?a ?b))",
        both_i1,
    ));
    v
}
