//! Packed 16-bit float arithmetic: a vector of `half` or `bfloat` lanes
//! taken two at a time by one `add`/`sub`/`mul`/`fma` `.f16x2`/`.bf16x2`.
//!
//! Values stay in the selector's leaf form (one `.b16` register per lane),
//! so each pair is packed (`mov.b32 %r, {%lo, %hi}`) before the operation
//! and unpacked (`mov.b32 {%lo, %hi}, %r`) after it. `pairs.rs` then
//! removes the plumbing: a pack of an unpack is the unpacked register, a
//! `.v2.b16` load or store of a packed pair becomes `.b32`. What is left is
//! one instruction per pair where the lanes' scalar form had two.
//!
//! Exactness: each lane of the packed instruction is the scalar one (PTX
//! ISA, half precision instructions: "d[i] = a[i] + b[i]", round to nearest
//! even), so the result is bit for bit what the scalar lowering computes.
//! `.ftz` is not added: `-ftz` concerns f32 (see `ftz.rs`).
//!
//! Targets (PTX ISA, half precision floating-point instructions):
//! `add/sub/mul/fma .f16x2` from sm_53 (PTX 4.2); `fma.rn.bf16x2` from
//! sm_80 (PTX 7.0); `add/sub/mul .bf16x2` from sm_90 (PTX 7.8), and as
//! `fma.rn.bf16x2` on sm_80..sm_89.

use super::func::{imm, reg, FnSel, R};
use super::regs;
use dialects::ir::{Inst, Type, Value};
use ptx::{Operand, RegClass};

/// The packed operations selection knows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PackedOp {
    Add,
    Sub,
    Mul,
    Fma,
}

impl PackedOp {
    fn base(self) -> &'static str {
        match self {
            PackedOp::Add => "add",
            PackedOp::Sub => "sub",
            PackedOp::Mul => "mul",
            PackedOp::Fma => "fma",
        }
    }
}

/// The packed type (`f16x2`, `bf16x2`) and the PTX version `op` on pairs
/// of `elem` needs on `sm`, when it is one instruction there (bfloat
/// add, sub and mul below sm_90 are one `fma.rn.bf16x2`, see
/// [`FnSel::half_op`]).
pub fn packed_form(elem: Type, op: PackedOp, sm: u32) -> Option<(&'static str, (u32, u32))> {
    match elem {
        Type::F16 if sm >= 53 => Some(("f16x2", (4, 2))),
        Type::BF16 if sm >= 90 && op != PackedOp::Fma => Some(("bf16x2", (7, 8))),
        Type::BF16 if sm >= 80 => Some(("bf16x2", (7, 0))),
        _ => None,
    }
}

impl FnSel<'_> {
    /// Lowers `inst` (operands `args`, all of its result's vector type) as
    /// packed pairs when the result is a vector of an even number of 16-bit
    /// float lanes and the target has the packed form; `Ok(false)` leaves
    /// it to the per-lane lowering.
    pub(crate) fn try_packed(&mut self, inst: Inst, op: PackedOp, args: &[Value]) -> R<bool> {
        let res = self.result(inst)?;
        let Some((elem, lanes)) = self.ty(res).as_vector() else {
            return Ok(false);
        };
        let Some((ty, version)) = packed_form(elem, op, self.cx.target.sm) else {
            return Ok(false);
        };
        if lanes % 2 != 0 || args.iter().any(|&a| self.ty(a) != self.ty(res)) {
            return Ok(false);
        }
        self.need(version);
        let ds = self.vregs(res)?;
        for pair in 0..lanes as usize / 2 {
            let mut srcs = Vec::with_capacity(args.len());
            for &a in args {
                srcs.push(self.pack_pair(a, pair)?);
            }
            let q = self.half_op(ty, op, &srcs);
            let (lo, hi) = (ds[2 * pair], ds[2 * pair + 1]);
            self.emit(
                "mov.b32",
                vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(q)],
            );
        }
        Ok(true)
    }

    /// One 16-bit float operation of PTX type `ty` (`f16`, `bf16`,
    /// `f16x2`, `bf16x2`) on registers `srcs`. bfloat add, sub and mul
    /// need sm_90 (PTX ISA 7.8); below it they are fused multiply-adds, as
    /// LLVM's NVPTX backend selects them: `a + b = fma(a, 1, b)`, `a - b =
    /// fma(b, -1, a)`, `a * b = fma(a, b, -0)`. Each is exact: the product
    /// by 1 or -1 is exact, and adding -0 changes neither a product nor the
    /// sign of a zero one, so the one rounding is the operation's.
    pub(crate) fn half_op(&mut self, ty: &str, op: PackedOp, srcs: &[ptx::Reg]) -> ptx::Reg {
        let pair = ty.ends_with("x2");
        let class = if pair { RegClass::B32 } else { RegClass::B16 };
        let via_fma = ty.starts_with("bf16") && op != PackedOp::Fma && self.cx.target.sm < 90;
        if !via_fma {
            if ty.starts_with("bf16") {
                self.need(if op == PackedOp::Fma { (7, 0) } else { (7, 8) });
            }
            let ops = srcs.iter().map(|&r| reg(r)).collect();
            return self.op1(class, &format!("{}.rn.{ty}", op.base()), ops);
        }
        self.need((7, 0));
        let bits: u64 = match op {
            PackedOp::Add => 0x3F80,
            PackedOp::Sub => 0xBF80,
            _ => 0x8000,
        };
        let k = if pair {
            self.op1(class, "mov.b32", vec![imm((bits << 16 | bits) as i64)])
        } else {
            self.op1(class, "mov.b16", vec![imm(bits as i64)])
        };
        let (a, b) = (srcs[0], srcs[1]);
        let ops = match op {
            PackedOp::Add => vec![reg(a), reg(k), reg(b)],
            PackedOp::Sub => vec![reg(b), reg(k), reg(a)],
            _ => vec![reg(a), reg(b), reg(k)],
        };
        self.op1(class, &format!("fma.rn.{ty}"), ops)
    }

    /// A `.b32` register holding lanes `2 * pair` (low half) and
    /// `2 * pair + 1` of `v`.
    pub(crate) fn pack_pair(&mut self, v: Value, pair: usize) -> R<ptx::Reg> {
        let t = self.ty(v);
        // Two constant lanes are one immediate word.
        let bits: Option<Vec<u128>> = [2 * pair, 2 * pair + 1]
            .into_iter()
            .map(|lane| {
                let leaf = regs::leaf_type(t, lane).ok()?;
                let c = self.lane_const(v, lane)?;
                (leaf.bits() == 16)
                    .then(|| regs::const_bits(&c, leaf))
                    .flatten()
            })
            .collect();
        if let Some([lo, hi]) = bits.as_deref() {
            let word = (hi << 16 | lo) as i64;
            return Ok(self.op1(RegClass::B32, "mov.b32", vec![imm(word)]));
        }
        let mut halves = Vec::with_capacity(2);
        for lane in [2 * pair, 2 * pair + 1] {
            if regs::leaf_type(t, lane)?.bits() != 16 {
                return Err(format!("packing a lane of {t}").into());
            }
            halves.push(reg(self.leaf_reg(v, lane)?));
        }
        Ok(self.op1(RegClass::B32, "mov.b32", vec![Operand::Vector(halves)]))
    }
}
