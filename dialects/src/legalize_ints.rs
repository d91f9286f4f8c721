//! Integers of widths PTX has no registers for (`i2`, `i7`, `i24`, `i48`,
//! `i65`, ...), promoted to the next of 8, 16, 32, 64 and 128 bits before
//! instruction selection, as LLVM's type legalizer promotes them.
//!
//! A promoted value always holds its value zero-extended: equality,
//! unsigned comparison and division, right shifts, `zext`, `uitofp`, stores
//! and returns read it as it is. Operations that can set the upper bits
//! (`add`, `sub`, `mul`, `shl`, truncations and sign extensions into an odd
//! width, conversions from floats) are followed by an `and` with the
//! value's mask; operations that read a signed value (`ashr`, `sdiv`,
//! `srem`, signed comparisons, `sext`, `sitofp`, signed min/max, `abs`)
//! first sign-extend within the register (`shl` then `ashr`). A load or
//! store touches only the value's store size, in power-of-two pieces
//! little-endian (an `i24` is an `i16` and an `i8`).
//!
//! Vectors of odd lanes (`<4 x i4>`, as LLVM 22's arbitrary-format float
//! conversions take) are promoted lane by lane under the same rules, as
//! LLVM promotes their elements; their lane moves (extract, insert,
//! shuffle) need no change.
//!
//! The pass runs on a copy of the module, and only when every use of an
//! odd width is one of the forms above: anything else (aggregates of odd
//! integers, odd vectors in memory, which LLVM packs into bits, atomics,
//! bit casts, other intrinsics) stays for instruction selection to refuse
//! with its located error.

use rustc_hash::FxHashMap;

use crate::ir::intrinsics::{IntBin, IntUn, Intr};
use crate::ir::*;

/// The width of an integer type PTX has no register for.
fn odd(t: Type) -> Option<u16> {
    match t {
        Type::Int(n) if n > 1 && n < 128 && !matches!(n, 8 | 16 | 32 | 64) => Some(n),
        _ => None,
    }
}

/// The lane width of an odd integer or of a vector of them.
fn lane_odd(t: Type) -> Option<u16> {
    odd(t).or_else(|| t.as_vector().and_then(|(e, _)| odd(e)))
}

/// `t` with its odd integer (or odd lanes) promoted.
fn promote_type(t: Type) -> Type {
    match t.as_vector() {
        Some((e, n)) if odd(e).is_some() => Type::vector(Type::Int(promoted(e.bits() as u16)), n),
        _ => match odd(t) {
            Some(n) => Type::Int(promoted(n)),
            None => t,
        },
    }
}

/// The register width an odd width is promoted to.
fn promoted(n: u16) -> u16 {
    [8, 16, 32, 64, 128]
        .into_iter()
        .find(|&w| w >= n)
        .unwrap_or(128)
}

fn mask(n: u16) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// Whether a struct or array holds an odd-width integer anywhere (odd
/// vectors alone are promoted).
fn holds_odd(t: Type) -> bool {
    match t.as_compound() {
        None | Some(Compound::Vector { .. }) => false,
        Some(Compound::Array { elem, .. }) => odd(elem).is_some() || holds_odd(elem),
        Some(Compound::Struct { fields, .. }) => {
            fields.iter().any(|&f| odd(f).is_some() || holds_odd(f))
        }
    }
}

/// A copy of `m` with every odd-width integer promoted, or `None` when `m`
/// has none or uses one in a way this pass leaves to the selector.
pub fn legalize_int_widths(m: &Module) -> Option<Module> {
    let sig_odd = |f: &Function| {
        f.params
            .iter()
            .chain(f.ret.iter())
            .any(|&t| lane_odd(t).is_some())
    };
    let body_odd = |b: &Body| b.dfg.values.values().any(|v| lane_odd(v.ty).is_some());
    if !m
        .funcs
        .values()
        .any(|f| sig_odd(f) || f.body.as_ref().is_some_and(body_odd))
    {
        return None;
    }
    let sig_ok = |f: &Function| !f.params.iter().chain(f.ret.iter()).any(|&t| holds_odd(t));
    if !m
        .funcs
        .values()
        .all(|f| sig_ok(f) && f.body.as_ref().is_none_or(supported))
    {
        return None;
    }
    let mut m = m.clone();
    for f in m.funcs.values_mut() {
        for t in f.params.iter_mut().chain(f.ret.iter_mut()) {
            *t = promote_type(*t);
        }
        if let Some(body) = f.body.as_mut() {
            promote_body(body);
        }
    }
    Some(m)
}

/// Whether every instruction of `body` that touches an odd width is one
/// the pass rewrites.
fn supported(body: &Body) -> bool {
    let dfg = &body.dfg;
    if dfg.values.values().any(|v| holds_odd(v.ty)) {
        return false;
    }
    body.all_insts().into_iter().all(|i| {
        let d = &dfg.insts[i];
        let touches = dfg
            .inst_args(i)
            .iter()
            .any(|&a| lane_odd(dfg.value_type(a)).is_some())
            || dfg
                .inst_result(i)
                .is_some_and(|r| lane_odd(dfg.value_type(r)).is_some());
        if !touches {
            return true;
        }
        let vector = dfg
            .inst_args(i)
            .iter()
            .copied()
            .chain(dfg.inst_result(i))
            .any(|v| odd(dfg.value_type(v)).is_none() && lane_odd(dfg.value_type(v)).is_some());
        use Opcode::*;
        match d.opcode {
            // Odd lanes in memory are packed bits; the intrinsics' fix-ups
            // are written for one lane.
            Load | Store | Intrinsic if vector => false,
            ExtractElement | InsertElement | ShuffleVector => true,
            Const | Add | Sub | Mul | Shl | LShr | AShr | And | Or | Xor | UDiv | SDiv | URem
            | SRem | ICmp | Select | Freeze | Trunc | ZExt | SExt | UIToFP | SIToFP | FPToUI
            | FPToSI | PtrToInt | IntToPtr | PtrAdd | Call | Ret | Br | CondBr | Switch => true,
            Load | Store => matches!(d.attrs, Attrs::Mem(ma) if ma.ordering.is_none()),
            Intrinsic => matches!(
                &d.attrs,
                Attrs::Intrinsic(ia) if matches!(
                    ia.intr,
                    Intr::IntUnary(IntUn::Ctpop | IntUn::Ctlz | IntUn::Cttz | IntUn::Abs)
                        | Intr::IntBinary(IntBin::SMin | IntBin::SMax | IntBin::UMin | IntBin::UMax)
                )
            ),
            _ => false,
        }
    })
}

fn promote_body(body: &mut Body) {
    // Original widths of the values that change type.
    let mut width: FxHashMap<Value, u16> = FxHashMap::default();
    for (v, data) in body.dfg.values.iter_mut() {
        if let Some(n) = lane_odd(data.ty) {
            width.insert(v, n);
            data.ty = promote_type(data.ty);
        }
    }
    let mut rw = Rewriter { body, width };
    for b in rw.body.layout.blocks.clone() {
        for inst in rw.body.block_insts(b).to_vec() {
            rw.rewrite(b, inst);
        }
    }
    rw.mask_params();
}

struct Rewriter<'a> {
    body: &'a mut Body,
    width: FxHashMap<Value, u16>,
}

impl Rewriter<'_> {
    fn index(&self, b: Block, inst: Inst) -> usize {
        self.body
            .block_insts(b)
            .iter()
            .position(|&i| i == inst)
            .unwrap_or(0)
    }

    /// The original width of `v` when it was odd.
    fn odd_width(&self, v: Value) -> Option<u16> {
        self.width.get(&v).copied()
    }

    fn ty(&self, v: Value) -> Type {
        self.body.dfg.value_type(v)
    }

    fn set_arg(&mut self, inst: Inst, k: usize, v: Value) {
        let dfg = &mut self.body.dfg;
        dfg.insts[inst].args.as_mut_slice(&mut dfg.pool)[k] = v;
    }

    /// `v` (odd width `n`) sign-extended within its register, computed
    /// just before `inst`.
    fn sext_in_reg(&mut self, b: Block, inst: Inst, v: Value, n: u16) -> Value {
        let t = self.ty(v);
        let at = self.index(b, inst);
        let mut fb = FuncBuilder::new(self.body);
        fb.at(b, at);
        let k = fb.iconst(t, (t.scalar().bits() - u64::from(n)) as u128);
        let s = fb.binary(Opcode::Shl, v, k);
        fb.binary(Opcode::AShr, s, k)
    }

    /// Sign-extends operand `k` of `inst` in place when it is odd.
    fn sext_operand(&mut self, b: Block, inst: Inst, k: usize) {
        // A malformed call may lack the operand: selection refuses it.
        let Some(&v) = self.body.dfg.inst_args(inst).get(k) else {
            return;
        };
        if let Some(n) = self.odd_width(v) {
            let s = self.sext_in_reg(b, inst, v, n);
            self.set_arg(inst, k, s);
        }
    }

    /// Masks the result of `inst` to its `n` low bits: the instruction
    /// defines a fresh value and an `and` after it defines the old one, so
    /// no use changes.
    fn mask_result(&mut self, b: Block, inst: Inst, n: u16) {
        let Some(r) = self.body.dfg.inst_result(inst) else {
            return;
        };
        let t = self.ty(r);
        let at = self.index(b, inst) + 1;
        let mut fb = FuncBuilder::new(self.body);
        fb.at(b, at);
        let c = fb.iconst(t, mask(n));
        let m = fb.binary(Opcode::And, r, c);
        let and = self.body.dfg.def_inst(m).expect("an and");
        let dfg = &mut self.body.dfg;
        dfg.results[inst] = Some(m);
        dfg.results[and] = Some(r);
        dfg.values[m].def = ValueDef::Result(inst);
        dfg.values[r].def = ValueDef::Result(and);
        dfg.insts[and].args.as_mut_slice(&mut dfg.pool)[0] = m;
    }

    /// Turns a conversion whose source and result now have the same type
    /// into a copy.
    fn copy_if_same(&mut self, inst: Inst) {
        let a = self.body.dfg.inst_args(inst)[0];
        let r = self.body.dfg.inst_result(inst);
        if r.is_some_and(|r| self.ty(r) == self.ty(a)) {
            let d = &mut self.body.dfg.insts[inst];
            d.opcode = Opcode::Freeze;
            d.attrs = Attrs::None;
        }
    }

    /// Parameters come from callers the pass did not compile (the host,
    /// other modules) with unknown upper bits: masked on entry.
    fn mask_params(&mut self) {
        let Some(entry) = self.body.entry() else {
            return;
        };
        for p in self.body.dfg.block_params(entry).to_vec() {
            let Some(n) = self.odd_width(p) else {
                continue;
            };
            let t = self.ty(p);
            let mut fb = FuncBuilder::new(self.body);
            fb.at(entry, 0);
            let c = fb.iconst(t, mask(n));
            let m = fb.binary(Opcode::And, p, c);
            let and = self.body.dfg.def_inst(m).expect("an and");
            let others: Vec<Inst> = self
                .body
                .all_insts()
                .into_iter()
                .filter(|&i| i != and)
                .collect();
            self.body.dfg.replace_uses(&others, p, m);
        }
    }

    fn rewrite(&mut self, b: Block, inst: Inst) {
        use Opcode::*;
        let d = &self.body.dfg.insts[inst];
        let (op, attrs) = (d.opcode, d.attrs.clone());
        let res = self.body.dfg.inst_result(inst);
        let res_odd = res.and_then(|r| self.odd_width(r));
        let nargs = self.body.dfg.inst_args(inst).len();
        let arg_odd =
            (0..nargs).any(|k| self.odd_width(self.body.dfg.inst_args(inst)[k]).is_some());
        if res_odd.is_none() && !arg_odd {
            return;
        }
        match op {
            Const => {
                use crate::ir::Const as C;
                let masked = |c: &C, n: u16| match c {
                    C::Int(v) => C::Int(v & mask(n)),
                    c => c.clone(),
                };
                let c = match (res_odd, &attrs) {
                    (Some(n), Attrs::Const(C::Aggregate(lanes))) => {
                        Some(C::Aggregate(lanes.iter().map(|c| masked(c, n)).collect()))
                    }
                    (Some(n), Attrs::Const(c)) => Some(masked(c, n)),
                    _ => None,
                };
                if let Some(c) = c {
                    self.body.dfg.insts[inst].attrs = Attrs::Const(c);
                }
            }
            Add | Sub | Mul | Shl => {
                if let Some(n) = res_odd {
                    // No-wrap flags spoke of the odd width.
                    self.body.dfg.insts[inst].attrs = Attrs::Int(IntFlags::default());
                    self.mask_result(b, inst, n);
                }
            }
            AShr | SDiv | SRem => {
                self.sext_operand(b, inst, 0);
                if op != AShr {
                    self.sext_operand(b, inst, 1);
                }
                if let Some(n) = res_odd {
                    self.mask_result(b, inst, n);
                }
            }
            ICmp => {
                if let Attrs::ICmp(p) = attrs {
                    if matches!(p, IntPred::Slt | IntPred::Sle | IntPred::Sgt | IntPred::Sge) {
                        self.sext_operand(b, inst, 0);
                        self.sext_operand(b, inst, 1);
                    }
                }
            }
            Trunc => {
                self.copy_if_same(inst);
                if let Some(n) = res_odd {
                    self.mask_result(b, inst, n);
                }
            }
            ZExt => self.copy_if_same(inst),
            SExt => {
                self.sext_operand(b, inst, 0);
                self.copy_if_same(inst);
                if let Some(n) = res_odd {
                    self.mask_result(b, inst, n);
                }
            }
            SIToFP | PtrAdd => self.sext_operand(b, inst, (op == PtrAdd) as usize),
            // A callee compiled elsewhere may leave the upper bits set.
            FPToUI | FPToSI | PtrToInt | Call => {
                if let Some(n) = res_odd {
                    self.mask_result(b, inst, n);
                }
            }
            Load => {
                if let (Some(n), Attrs::Mem(ma)) = (res_odd, attrs) {
                    self.split_load(b, inst, n, ma);
                }
            }
            Store => {
                let v = self.body.dfg.inst_args(inst)[0];
                if let (Some(n), Attrs::Mem(ma)) = (self.odd_width(v), attrs) {
                    self.split_store(b, inst, n, ma);
                }
            }
            Intrinsic => {
                if let Attrs::Intrinsic(ia) = attrs {
                    self.intrinsic(b, inst, ia.intr);
                }
            }
            // Copies, comparisons for equality and the unsigned operations
            // read zero-extended values as they are.
            _ => {}
        }
    }

    fn intrinsic(&mut self, b: Block, inst: Inst, intr: Intr) {
        let Some(r) = self.body.dfg.inst_result(inst) else {
            return;
        };
        let Some(&a) = self.body.dfg.inst_args(inst).first() else {
            return;
        };
        let Some(n) = self.odd_width(a).or_else(|| self.odd_width(r)) else {
            return;
        };
        let t = self.ty(r);
        let pad = (t.bits() - u64::from(n)) as u128;
        match intr {
            Intr::IntUnary(IntUn::Ctlz) => {
                // The promoted register has `pad` more leading zeros.
                let at = self.index(b, inst) + 1;
                let mut fb = FuncBuilder::new(self.body);
                fb.at(b, at);
                let c = fb.iconst(t, pad);
                let s = fb.binary(Opcode::Sub, r, c);
                let sub = self.body.dfg.def_inst(s).expect("a sub");
                let dfg = &mut self.body.dfg;
                dfg.results[inst] = Some(s);
                dfg.results[sub] = Some(r);
                dfg.values[s].def = ValueDef::Result(inst);
                dfg.values[r].def = ValueDef::Result(sub);
                dfg.insts[sub].args.as_mut_slice(&mut dfg.pool)[0] = s;
            }
            Intr::IntUnary(IntUn::Cttz) => {
                // A set bit at `n` makes cttz(0) come out as n.
                let at = self.index(b, inst);
                let mut fb = FuncBuilder::new(self.body);
                fb.at(b, at);
                let c = fb.iconst(t, 1u128 << n);
                let o = fb.binary(Opcode::Or, a, c);
                self.set_arg(inst, 0, o);
            }
            Intr::IntUnary(IntUn::Abs) | Intr::IntBinary(IntBin::SMin | IntBin::SMax) => {
                self.sext_operand(b, inst, 0);
                if matches!(intr, Intr::IntBinary(_)) {
                    self.sext_operand(b, inst, 1);
                }
                self.mask_result(b, inst, n);
            }
            _ => {}
        }
    }

    /// Power-of-two pieces (offset, bytes) of a value of `size` bytes.
    fn pieces(size: u64) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        let mut off = 0;
        while off < size {
            let k = [16, 8, 4, 2, 1]
                .into_iter()
                .find(|&k| k <= size - off)
                .unwrap_or(1);
            out.push((off, k));
            off += k;
        }
        out
    }

    fn piece_align(align: u32, off: u64, k: u64) -> u32 {
        let a = if align == 0 { 1 } else { u64::from(align) };
        let at = if off == 0 {
            a
        } else {
            a.min(1 << off.trailing_zeros())
        };
        at.min(k) as u32
    }

    fn split_load(&mut self, b: Block, inst: Inst, n: u16, ma: MemAttrs) {
        let r = self.body.dfg.inst_result(inst).expect("a load result");
        let t = self.ty(r);
        let size = u64::from(n).div_ceil(8);
        if size * 8 == t.bits() {
            self.mask_result(b, inst, n);
            return;
        }
        let p = self.body.dfg.inst_args(inst)[0];
        let at = self.index(b, inst);
        let mut fb = FuncBuilder::new(self.body);
        fb.at(b, at);
        let mut acc: Option<Value> = None;
        for (off, k) in Self::pieces(size) {
            let o = fb.iconst(Type::Int(64), u128::from(off));
            let q = if off == 0 { p } else { fb.ptradd(p, o, true) };
            let pm = MemAttrs {
                align: Self::piece_align(ma.align, off, k),
                ..ma
            };
            let l = fb.load(Type::Int((8 * k) as u16), q, pm);
            let z = fb.cast(Opcode::ZExt, l, t);
            let s = if off == 0 {
                z
            } else {
                let c = fb.iconst(t, u128::from(8 * off));
                fb.binary(Opcode::Shl, z, c)
            };
            acc = Some(match acc {
                None => s,
                Some(x) => fb.binary(Opcode::Or, x, s),
            });
        }
        let c = fb.iconst(t, mask(n));
        let v = fb.binary(Opcode::And, acc.expect("a piece"), c);
        let all = self.body.all_insts();
        self.body.dfg.replace_uses(&all, r, v);
        self.body.remove_inst(inst);
        // Later instructions read the pieces' sum as the odd value.
        self.width.insert(v, n);
    }

    fn split_store(&mut self, b: Block, inst: Inst, n: u16, ma: MemAttrs) {
        let args = self.body.dfg.inst_args(inst).to_vec();
        let (v, p) = (args[0], args[1]);
        let t = self.ty(v);
        let size = u64::from(n).div_ceil(8);
        if size * 8 == t.bits() {
            return;
        }
        let at = self.index(b, inst);
        let mut fb = FuncBuilder::new(self.body);
        fb.at(b, at);
        for (off, k) in Self::pieces(size) {
            let o = fb.iconst(Type::Int(64), u128::from(off));
            let q = if off == 0 { p } else { fb.ptradd(p, o, true) };
            let x = if off == 0 {
                v
            } else {
                let c = fb.iconst(t, u128::from(8 * off));
                fb.binary(Opcode::LShr, v, c)
            };
            let x = fb.cast(Opcode::Trunc, x, Type::Int((8 * k) as u16));
            let pm = MemAttrs {
                align: Self::piece_align(ma.align, off, k),
                ..ma
            };
            fb.store(x, q, pm);
        }
        self.body.remove_inst(inst);
    }
}
