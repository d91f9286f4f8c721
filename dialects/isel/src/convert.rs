//! Casts: integer extension and truncation, float conversions, bitcasts,
//! pointer casts and address-space conversions.

use super::func::{imm, reg, FnSel, R};
use super::regs::{self, fty, ity};
use dialects::ir::*;
use ptx::{Operand, Reg, RegClass};

/// The integer register class holding `bits` bits.
fn int_class(bits: u64) -> RegClass {
    match bits {
        1 => RegClass::Pred,
        2..=16 => RegClass::B16,
        17..=32 => RegClass::B32,
        33..=64 => RegClass::B64,
        _ => RegClass::B128,
    }
}

impl FnSel<'_> {
    /// Extends an integer of `from` bits held in `r` to `to` bits.
    pub(crate) fn int_ext(&mut self, r: Reg, from: u64, to: u64, signed: bool) -> R<Reg> {
        if from == to {
            return Ok(r);
        }
        if to == 128 {
            let lo = self.int_ext(r, from, 64, signed)?;
            let hi = if signed {
                self.op1(RegClass::B64, "shr.s64", vec![reg(lo), imm(63)])
            } else {
                self.op1(RegClass::B64, "mov.b64", vec![imm(0)])
            };
            return Ok(self.pack128(lo, hi));
        }
        let c = int_class(to);
        let s = if signed { "s" } else { "u" };
        let tw = if to <= 16 { 16 } else { to };
        Ok(match from {
            1 => {
                let one = if signed { -1 } else { 1 };
                self.op1(c, &format!("selp.{s}{tw}"), vec![imm(one), imm(0), reg(r)])
            }
            8 | 16 | 32 if to > from => {
                let fw = if from == 8 && to == 16 { 8 } else { from };
                self.op1(c, &format!("cvt.{s}{tw}.{s}{fw}"), vec![reg(r)])
            }
            _ => return Err(format!("extension from i{from} to i{to}").into()),
        })
    }

    /// Truncates an integer of `from` bits held in `r` to `to` bits.
    pub(crate) fn int_trunc(&mut self, r: Reg, from: u64, to: u64) -> R<Reg> {
        if from == to {
            return Ok(r);
        }
        if from == 128 {
            let (lo, _) = self.unpack128(r);
            return self.int_trunc(lo, 64, to);
        }
        Ok(match (from, to) {
            (_, 1) => {
                let b = regs::bty(from);
                let t = self.op1(int_class(from), &format!("and.{b}"), vec![reg(r), imm(1)]);
                self.op1(
                    RegClass::Pred,
                    &format!("setp.eq.{b}"),
                    vec![reg(t), imm(1)],
                )
            }
            // The upper byte of an i8's register is unspecified anyway.
            (16, 8) => r,
            (32, 8 | 16) => self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(r)]),
            (64, 8 | 16) => self.op1(RegClass::B16, "cvt.u16.u64", vec![reg(r)]),
            (64, 32) => self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(r)]),
            _ => return Err(format!("truncation from i{from} to i{to}").into()),
        })
    }

    /// Widens an f16/bf16 (or passes an f32) to f32, exactly.
    pub(crate) fn widen_f32(&mut self, r: Reg, leaf: Type) -> Reg {
        match leaf {
            Type::F16 => self.op1(RegClass::F32, "cvt.f32.f16", vec![reg(r)]),
            Type::BF16 => {
                // bf16 is the upper half of an f32.
                let w = self.op1(RegClass::B32, "cvt.u32.u16", vec![reg(r)]);
                let s = self.op1(RegClass::B32, "shl.b32", vec![reg(w), imm(16)]);
                self.op1(RegClass::F32, "mov.b32", vec![reg(s)])
            }
            _ => r,
        }
    }

    /// Rounds an f32 to `leaf` (f16, bf16) to nearest even.
    pub(crate) fn narrow_f32(&mut self, r: Reg, leaf: Type) -> R<Reg> {
        Ok(match leaf {
            Type::F16 => self.op1(RegClass::B16, "cvt.rn.f16.f32", vec![reg(r)]),
            Type::BF16 => {
                self.require_sm(80, "cvt.rn.bf16.f32")?;
                self.need((7, 0));
                self.op1(RegClass::B16, "cvt.rn.bf16.f32", vec![reg(r)])
            }
            Type::F64 => self.op1(RegClass::F64, "cvt.f64.f32", vec![reg(r)]),
            _ => r,
        })
    }

    /// A float register as raw bits in an integer register of its width.
    pub(crate) fn as_bits(&mut self, r: Reg) -> Reg {
        match self.out.reg_class(r) {
            RegClass::F32 => self.op1(RegClass::B32, "mov.b32", vec![reg(r)]),
            RegClass::F64 => self.op1(RegClass::B64, "mov.b64", vec![reg(r)]),
            _ => r,
        }
    }

    /// Integer bits as a value of `leaf` (a float class when it is one).
    pub(crate) fn bits_as(&mut self, r: Reg, leaf: Type) -> Reg {
        match leaf {
            Type::F32 => self.op1(RegClass::F32, "mov.b32", vec![reg(r)]),
            Type::F64 => self.op1(RegClass::F64, "mov.b64", vec![reg(r)]),
            _ => r,
        }
    }

    pub(crate) fn lower_cast(&mut self, inst: Inst) -> R<()> {
        use Opcode::*;
        let op = self.dfg.insts[inst].opcode;
        let a = self.args(inst)[0];
        let res = self.result(inst)?;
        let (ft, tt) = (self.ty(a), self.ty(res));
        if op == Bitcast {
            return self.lower_bitcast(a, res);
        }
        let mut outs = Vec::new();
        for lane in 0..regs::leaf_count(tt)? {
            let fl = regs::leaf_type(ft, lane)?;
            let tl = regs::leaf_type(tt, lane)?;
            let r = self.src_reg(a, lane)?;
            let out = match op {
                Trunc => self.int_trunc(r, fl.bits(), tl.bits())?,
                ZExt => self.int_ext(r, fl.bits(), tl.bits(), false)?,
                SExt => self.int_ext(r, fl.bits(), tl.bits(), true)?,
                FPTrunc => self.fptrunc(r, fl, tl)?,
                FPExt => self.fpext(r, fl, tl)?,
                FPToSI | FPToUI => self.fptoint(r, fl, tl.bits(), op == FPToSI, "rzi")?,
                SIToFP | UIToFP => self.inttofp(r, fl.bits(), tl, op == SIToFP, "rn")?,
                PtrToInt => match tl.bits() {
                    64 => r,
                    w if w < 64 => self.int_trunc(r, 64, w)?,
                    w => self.int_ext(r, 64, w, false)?,
                },
                IntToPtr => match fl.bits() {
                    64 => r,
                    w if w < 64 => self.int_ext(r, w, 64, false)?,
                    w => self.int_trunc(r, w, 64)?,
                },
                AddrSpaceCast => self.aspace_cast(r, regs::addrspace(fl)?, regs::addrspace(tl)?)?,
                _ => return Err(format!("{op} is not a cast").into()),
            };
            outs.push(out);
        }
        self.define(res, outs)
    }

    fn fptrunc(&mut self, r: Reg, from: Type, to: Type) -> R<Reg> {
        Ok(match (from, to) {
            (Type::F64, Type::F32) => self.op1(RegClass::F32, "cvt.rn.f32.f64", vec![reg(r)]),
            (Type::F32, Type::F16 | Type::BF16) => self.narrow_f32(r, to)?,
            (Type::F64, Type::F16) => self.op1(RegClass::B16, "cvt.rn.f16.f64", vec![reg(r)]),
            (Type::F64, Type::BF16) => {
                self.require_sm(90, "cvt.rn.bf16.f64")?;
                self.need((7, 8));
                self.op1(RegClass::B16, "cvt.rn.bf16.f64", vec![reg(r)])
            }
            _ => return Err(format!("fptrunc from {from} to {to}").into()),
        })
    }

    fn fpext(&mut self, r: Reg, from: Type, to: Type) -> R<Reg> {
        Ok(match (from, to) {
            (Type::F32, Type::F64) => self.op1(RegClass::F64, "cvt.f64.f32", vec![reg(r)]),
            (Type::F16, Type::F32) => self.widen_f32(r, from),
            (Type::F16, Type::F64) => self.op1(RegClass::F64, "cvt.f64.f16", vec![reg(r)]),
            (Type::BF16, Type::F32) => self.widen_f32(r, from),
            (Type::BF16, Type::F64) => {
                let f = self.widen_f32(r, from);
                self.op1(RegClass::F64, "cvt.f64.f32", vec![reg(f)])
            }
            _ => return Err(format!("fpext from {from} to {to}").into()),
        })
    }

    /// Float to integer with rounding `rnd` (`rzi`, `rni`, ...); PTX
    /// saturates and maps NaN to 0.
    pub(crate) fn fptoint(
        &mut self,
        r: Reg,
        from: Type,
        to_bits: u64,
        signed: bool,
        rnd: &str,
    ) -> R<Reg> {
        let (r, from) = match from {
            Type::BF16 => (self.widen_f32(r, from), Type::F32),
            _ => (r, from),
        };
        if !matches!(from, Type::F16 | Type::F32 | Type::F64) {
            return Err(format!("conversion from {from}").into());
        }
        if to_bits == 128 && rnd == "rzi" {
            let (r, from) = match from {
                Type::F16 => (self.widen_f32(r, from), Type::F32),
                _ => (r, from),
            };
            return self.fp_to_i128(r, from, signed);
        }
        Ok(match to_bits {
            1 => {
                let t = self.op1(
                    RegClass::B32,
                    &format!("cvt.{rnd}.{}.{}", ity(32, signed), fty(from)),
                    vec![reg(r)],
                );
                self.int_trunc(t, 32, 1)?
            }
            8 | 16 | 32 | 64 => self.op1(
                int_class(to_bits),
                &format!("cvt.{rnd}.{}.{}", ity(to_bits, signed), fty(from)),
                vec![reg(r)],
            ),
            w => return Err(format!("conversion to i{w}").into()),
        })
    }

    /// Integer to float with rounding `rnd` (`rn`, `rz`, ...).
    pub(crate) fn inttofp(
        &mut self,
        r: Reg,
        from_bits: u64,
        to: Type,
        signed: bool,
        rnd: &str,
    ) -> R<Reg> {
        if from_bits == 128 && rnd == "rn" && matches!(to, Type::F32 | Type::F64) {
            return self.i128_to_fp(r, to, signed);
        }
        let (r, w) = match from_bits {
            1 => (self.int_ext(r, 1, 32, signed)?, 32),
            8 => (self.int_ext(r, 8, 16, signed)?, 16),
            16 | 32 | 64 => (r, from_bits),
            w => return Err(format!("conversion from i{w}").into()),
        };
        let c = match to {
            Type::F16 => RegClass::B16,
            Type::BF16 if self.cx.target.sm < 90 && matches!(rnd, "rn" | "rz") => {
                return self.int_to_bf16_sm80(r, w, signed, rnd);
            }
            Type::BF16 => {
                self.require_sm(90, "integer to bf16 conversion")?;
                self.need((7, 8));
                RegClass::B16
            }
            Type::F32 => RegClass::F32,
            Type::F64 => RegClass::F64,
            _ => return Err(format!("conversion to {to}").into()),
        };
        Ok(self.op1(
            c,
            &format!("cvt.{rnd}.{}.{}", fty(to), ity(w, signed)),
            vec![reg(r)],
        ))
    }

    /// Integer to bf16 before sm_90, which converts integers only to f32:
    /// 16-bit integers are exact in f32. Wider ones are truncated to f32
    /// and, when that dropped bits, get the last significand bit set
    /// (round to odd); rounding that to bf16's 8 bits then rounds once,
    /// since 24 bits are at least two more than 8. `rz` truncates twice.
    fn int_to_bf16_sm80(&mut self, r: Reg, w: u64, signed: bool, rnd: &str) -> R<Reg> {
        let it = ity(w, signed);
        let f = if w <= 16 || rnd == "rz" {
            self.op1(RegClass::F32, &format!("cvt.{rnd}.f32.{it}"), vec![reg(r)])
        } else {
            let t = self.op1(RegClass::F32, &format!("cvt.rz.f32.{it}"), vec![reg(r)]);
            let c = self.out.reg_class(r);
            let back = self.op1(c, &format!("cvt.rzi.{it}.f32"), vec![reg(t)]);
            let lost = self.op1(
                RegClass::Pred,
                &format!("setp.ne.b{w}"),
                vec![reg(back), reg(r)],
            );
            let bits = self.as_bits(t);
            let odd = self.op1(
                RegClass::B32,
                "or.b32",
                vec![reg(bits), super::func::imm(1)],
            );
            let b = self.op1(
                RegClass::B32,
                "selp.b32",
                vec![reg(odd), reg(bits), reg(lost)],
            );
            self.bits_as(b, Type::F32)
        };
        Ok(self.op1(RegClass::B16, &format!("cvt.{rnd}.bf16.f32"), vec![reg(f)]))
    }

    /// Converts a pointer between address spaces with `cvta`.
    pub(crate) fn aspace_cast(&mut self, r: Reg, from: u32, to: u32) -> R<Reg> {
        if from == to {
            return Ok(r);
        }
        let fs = self.space_for(from)?;
        let ts = self.space_for(to)?;
        let generic = match fs {
            None => r,
            Some("param") => {
                self.need((7, 7));
                self.op1(RegClass::B64, "cvta.param.u64", vec![reg(r)])
            }
            Some(s) => self.op1(RegClass::B64, &format!("cvta.{s}.u64"), vec![reg(r)]),
        };
        Ok(match ts {
            None => generic,
            Some("param") => {
                // PTX 7.7's `cvta.to.param`, as llc writes it for a cast to
                // addrspace(101).
                self.need((7, 7));
                self.op1(RegClass::B64, "cvta.to.param.u64", vec![reg(generic)])
            }
            Some(s) => self.op1(
                RegClass::B64,
                &format!("cvta.to.{s}.u64"),
                vec![reg(generic)],
            ),
        })
    }

    /// A bitcast between vectors of uniform lanes whose widths divide one
    /// another (`<128 x half>` to `<64 x i32>`, as Triton's sm_90 matmul
    /// writes): each wide lane is packed from, or split into, its narrow
    /// lanes, whatever the vector's total width. `None` for other shapes.
    fn regroup_lanes(&mut self, a: Value, fls: &[Type], tls: &[Type]) -> R<Option<Vec<Reg>>> {
        let uniform = |ls: &[Type]| ls.iter().all(|t| t.bits() == ls[0].bits());
        if fls.len() < 2 && tls.len() < 2 || !uniform(fls) || !uniform(tls) {
            return Ok(None);
        }
        let (fw, tw) = (fls[0].bits(), tls[0].bits());
        let lanes_ok = |w: u64| matches!(w, 8 | 16 | 32 | 64);
        if !lanes_ok(fw) || !lanes_ok(tw) || fw == tw {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(tls.len());
        if fw < tw {
            let r = (tw / fw) as usize;
            for (j, leaf) in tls.iter().enumerate() {
                let mut pieces = Vec::with_capacity(r);
                for lane in j * r..(j + 1) * r {
                    let x = self.src_reg(a, lane)?;
                    pieces.push((self.as_bits(x), fw));
                }
                let w = self.pack_word(&pieces, tw)?;
                out.push(self.bits_as(w, *leaf));
            }
        } else {
            let r = (fw / tw) as usize;
            for lane in 0..fls.len() {
                let x = self.src_reg(a, lane)?;
                let bits = self.as_bits(x);
                for (k, p) in self.unpack_word(bits, fw, tw, r)?.into_iter().enumerate() {
                    out.push(self.bits_as(p, tls[lane * r + k]));
                }
            }
        }
        Ok(Some(out))
    }

    /// A bitcast between an `<N x i1>` mask and an `iN` (N of 8 to 64
    /// bits): lane k is bit k (LLVM's layout), one predicate per lane.
    /// `None` for other shapes.
    fn mask_bits(&mut self, a: Value, fls: &[Type], tls: &[Type]) -> R<Option<Vec<Reg>>> {
        let is_mask = |ls: &[Type]| ls.len() > 1 && ls.iter().all(|&t| t == ty::I1);
        let word = |ls: &[Type]| ls.len() == 1 && matches!(ls[0], Type::Int(8 | 16 | 32 | 64));
        if is_mask(fls) && word(tls) && fls.len() as u64 == tls[0].bits() {
            let c = regs::class_of(tls[0])?;
            let w = c.bits();
            let mut acc = self.op1(c, &format!("mov.b{w}"), vec![imm(0)]);
            for lane in 0..fls.len() {
                let p = self.src_reg(a, lane)?;
                let bit = imm((1u64 << lane) as i64);
                let t = self.op1(c, &format!("selp.b{w}"), vec![bit, imm(0), reg(p)]);
                acc = self.op1(c, &format!("or.b{w}"), vec![reg(acc), reg(t)]);
            }
            return Ok(Some(vec![acc]));
        }
        if word(fls) && is_mask(tls) && tls.len() as u64 == fls[0].bits() {
            let x = self.src_reg(a, 0)?;
            let c = self.out.reg_class(x);
            let w = c.bits();
            let mut out = Vec::with_capacity(tls.len());
            for lane in 0..tls.len() {
                let bit = imm((1u64 << lane) as i64);
                let t = self.op1(c, &format!("and.b{w}"), vec![reg(x), bit]);
                out.push(self.op1(
                    RegClass::Pred,
                    &format!("setp.ne.b{w}"),
                    vec![reg(t), imm(0)],
                ));
            }
            return Ok(Some(out));
        }
        Ok(None)
    }

    fn lower_bitcast(&mut self, a: Value, res: Value) -> R<()> {
        let (ft, tt) = (self.ty(a), self.ty(res));
        let fls = regs::leaves(ft)?;
        let tls = regs::leaves(tt)?;
        if fls.len() == 1 && tls.len() == 1 {
            let r = self.src_reg(a, 0)?;
            let w = tls[0].bits();
            let tc = regs::class_of(tls[0])?;
            let d = if regs::class_of(fls[0])? == tc {
                r
            } else {
                self.op1(tc, &format!("mov.b{w}"), vec![reg(r)])
            };
            return self.define(res, vec![d]);
        }
        // Lane for lane between element types of one width (`<32 x bfloat>`
        // to `<32 x i16>`, as Triton's wgmma operands): any lane count.
        if fls.len() == tls.len() && fls.iter().zip(&tls).all(|(f, t)| f.bits() == t.bits()) {
            let mut ds = Vec::with_capacity(tls.len());
            for (lane, (f, t)) in fls.iter().zip(&tls).enumerate() {
                let r = self.src_reg(a, lane)?;
                let tc = regs::class_of(*t)?;
                ds.push(if regs::class_of(*f)? == tc {
                    r
                } else {
                    self.op1(tc, &format!("mov.b{}", t.bits()), vec![reg(r)])
                });
            }
            return self.define(res, ds);
        }
        if let Some(ds) = self.regroup_lanes(a, &fls, &tls)? {
            return self.define(res, ds);
        }
        if let Some(ds) = self.mask_bits(a, &fls, &tls)? {
            return self.define(res, ds);
        }
        let total = ft.bits();
        if fls.iter().chain(&tls).any(|t| t.bits() == 1) || !matches!(total, 16 | 32 | 64 | 128) {
            return Err(format!("bitcast from {ft} to {tt}").into());
        }
        let mut pieces = Vec::new();
        for (lane, leaf) in fls.iter().enumerate() {
            let r = self.src_reg(a, lane)?;
            pieces.push((self.as_bits(r), leaf.bits()));
        }
        // Through one integer word, or two 64-bit halves for 128 bits.
        let (k, n) = (tls[0].bits(), tls.len());
        let words = if total == 128 {
            let halves = if fls.len() == 1 {
                let (lo, hi) = self.unpack128(pieces[0].0);
                vec![lo, hi]
            } else {
                let per = pieces.len() / 2;
                vec![
                    self.pack_word(&pieces[..per], 64)?,
                    self.pack_word(&pieces[per..], 64)?,
                ]
            };
            if n == 1 {
                vec![self.pack128(halves[0], halves[1])]
            } else {
                let mut w = self.unpack_word(halves[0], 64, k, n / 2)?;
                w.extend(self.unpack_word(halves[1], 64, k, n / 2)?);
                w
            }
        } else {
            let word = self.pack_word(&pieces, total)?;
            self.unpack_word(word, total, k, n)?
        };
        let mut outs = Vec::new();
        for (r, leaf) in words.into_iter().zip(tls) {
            outs.push(self.bits_as(r, leaf));
        }
        self.define(res, outs)
    }

    /// Packs integer pieces (lowest first) into one integer of `total` bits.
    pub(crate) fn pack_word(&mut self, pieces: &[(Reg, u64)], total: u64) -> R<Reg> {
        let k = pieces[0].1;
        if pieces.len() == 1 {
            return Ok(pieces[0].0);
        }
        if k == 16 || k == 32 {
            let v = pieces.iter().map(|p| reg(p.0)).collect();
            return Ok(self.op1(
                int_class(total),
                &format!("mov.b{total}"),
                vec![Operand::Vector(v)],
            ));
        }
        if k != 8 {
            return Err(format!("packing {k}-bit lanes").into());
        }
        let mut words = Vec::new();
        for chunk in pieces.chunks(4) {
            let mut acc = self.op1(RegClass::B32, "cvt.u32.u8", vec![reg(chunk[0].0)]);
            for (i, p) in chunk.iter().enumerate().skip(1) {
                let t = self.op1(RegClass::B32, "cvt.u32.u8", vec![reg(p.0)]);
                let s = self.op1(RegClass::B32, "shl.b32", vec![reg(t), imm(8 * i as i64)]);
                acc = self.op1(RegClass::B32, "or.b32", vec![reg(acc), reg(s)]);
            }
            words.push(acc);
        }
        Ok(match total {
            16 => self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(words[0])]),
            32 => words[0],
            _ => self.op1(
                RegClass::B64,
                "mov.b64",
                vec![Operand::Vector(vec![reg(words[0]), reg(words[1])])],
            ),
        })
    }

    /// Splits an integer of `total` bits into `n` pieces of `k` bits.
    pub(crate) fn unpack_word(&mut self, word: Reg, total: u64, k: u64, n: usize) -> R<Vec<Reg>> {
        if n == 1 {
            return Ok(vec![word]);
        }
        if k == 16 || k == 32 {
            let outs: Vec<Reg> = (0..n).map(|_| self.new_reg(int_class(k))).collect();
            let v = outs.iter().map(|&r| reg(r)).collect();
            self.emit(
                &format!("mov.b{total}"),
                vec![Operand::Vector(v), reg(word)],
            );
            return Ok(outs);
        }
        if k != 8 {
            return Err(format!("splitting into {k}-bit lanes").into());
        }
        let words = match total {
            16 => vec![self.op1(RegClass::B32, "cvt.u32.u16", vec![reg(word)])],
            32 => vec![word],
            _ => {
                let lo = self.new_reg(RegClass::B32);
                let hi = self.new_reg(RegClass::B32);
                self.emit(
                    "mov.b64",
                    vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(word)],
                );
                vec![lo, hi]
            }
        };
        let mut outs = Vec::new();
        for i in 0..n {
            let w = words[i / 4];
            let s = if i % 4 == 0 {
                w
            } else {
                self.op1(
                    RegClass::B32,
                    "shr.u32",
                    vec![reg(w), imm(8 * (i % 4) as i64)],
                )
            };
            outs.push(self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(s)]));
        }
        Ok(outs)
    }
}
