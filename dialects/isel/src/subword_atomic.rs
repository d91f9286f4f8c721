//! Atomics on 8- and 16-bit values, which PTX's `atom` does not take
//! (beyond `cas.b16` and the f16/bf16 adds): a compare-and-swap loop on
//! the aligned 32-bit word that holds the value, as LLVM's AtomicExpand
//! does. The other bytes of the word are written back unchanged; a
//! concurrent change to them only costs another round.

use super::func::{imm, reg, FnSel, R};
use super::regs;
use dialects::ir::*;
use ptx::{AddrBase, Operand, Reg, RegClass};

/// The word holding a sub-word value: its address, the value's bit
/// offset and the mask of the value's bits.
struct Word {
    addr: Operand,
    shift: Reg,
    mask: Reg,
    keep: Reg,
}

impl FnSel<'_> {
    fn word_of(&mut self, p: Value, w: u64) -> R<Word> {
        // The address as selected (a `ptradd` of a constant may be folded
        // into `[reg+off]` rather than computed into a register).
        let at = self.address(p, 0)?;
        let a = match (at.base, at.off) {
            (AddrBase::Reg(r), 0) => r,
            (AddrBase::Reg(r), off) => self.op1(RegClass::B64, "add.s64", vec![reg(r), imm(off)]),
            (AddrBase::Sym(s), off) => {
                let r = self.op1(RegClass::B64, "mov.u64", vec![Operand::Sym(s)]);
                if off == 0 {
                    r
                } else {
                    self.op1(RegClass::B64, "add.s64", vec![reg(r), imm(off)])
                }
            }
            (AddrBase::None, off) => self.op1(RegClass::B64, "mov.u64", vec![imm(off)]),
        };
        let aligned = self.op1(RegClass::B64, "and.b64", vec![reg(a), imm(-4)]);
        let lo = self.op1(RegClass::B32, "cvt.u32.u64", vec![reg(a)]);
        let byte = self.op1(RegClass::B32, "and.b32", vec![reg(lo), imm(3)]);
        let shift = self.op1(RegClass::B32, "shl.b32", vec![reg(byte), imm(3)]);
        let ones = imm((1i64 << w) - 1);
        let mask = self.op1(RegClass::B32, "shl.b32", vec![ones, reg(shift)]);
        let keep = self.op1(RegClass::B32, "not.b32", vec![reg(mask)]);
        Ok(Word {
            addr: Operand::Addr(AddrBase::Reg(aligned), 0),
            shift,
            mask,
            keep,
        })
    }

    /// A 16-bit register's low `w` bits, zero-extended to 32.
    fn widen(&mut self, r: Reg, w: u64) -> Reg {
        let x = self.op1(RegClass::B32, "cvt.u32.u16", vec![reg(r)]);
        if w == 16 {
            x
        } else {
            self.op1(RegClass::B32, "and.b32", vec![reg(x), imm((1i64 << w) - 1)])
        }
    }

    /// The f32 value of the 16-bit float in the low half of `x` (a `.b32`
    /// whose upper half is zero): bf16's bits are f32's upper half.
    fn half_to_f32(&mut self, x: Reg, t: Type) -> Reg {
        if t == Type::BF16 {
            let b = self.op1(RegClass::B32, "shl.b32", vec![reg(x), imm(16)]);
            self.bits_as(b, Type::F32)
        } else {
            let h = self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(x)]);
            self.op1(RegClass::F32, "cvt.f32.f16", vec![reg(h)])
        }
    }

    /// The 16-bit float `f` (exactly representable, or a NaN) holds, in
    /// the low half of a `.b32`.
    fn f32_to_half(&mut self, f: Reg, t: Type) -> Reg {
        if t == Type::BF16 {
            let b = self.as_bits(f);
            self.op1(RegClass::B32, "shr.u32", vec![reg(b), imm(16)])
        } else {
            let h = self.op1(RegClass::B16, "cvt.rn.f16.f32", vec![reg(f)]);
            self.op1(RegClass::B32, "cvt.u32.u16", vec![reg(h)])
        }
    }

    /// `atomicrmw` on i8/i16 (and the f16/bf16 operations `atom` lacks).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn subword_rmw(
        &mut self,
        ra: RmwAttrs,
        p: Value,
        v: Value,
        d: Reg,
        t: Type,
        sp: &str,
        sem: &str,
        fence: bool,
    ) -> R<()> {
        use RmwOp::*;
        let w = t.bits();
        let float = t.is_float();
        let bf16_add = t == Type::BF16 && matches!(ra.op, FAdd | FSub);
        let ordered = matches!(ra.op, FMaximum | FMinimum | FMaximumNum | FMinimumNum);
        if float && !bf16_add && !ordered && !matches!(ra.op, FMax | FMin | Xchg)
            || !float && (ra.op.is_float())
        {
            return Err(format!("atomicrmw {} on {t}", ra.op.keyword()).into());
        }
        if float && ra.op != Xchg && !ordered {
            // `max`/`min` on f16 and bf16 came with sm_80.
            self.require_sm(80, &format!("atomicrmw {} on {t}", ra.op.keyword()))?;
        }
        let val16 = self.src_reg(v, 0)?;
        let val16 = self.as_bits(val16);
        let val = self.widen(val16, w);
        let word = self.word_of(p, w)?;
        if fence {
            let sw = self.scope_word(ra.scope);
            self.emit(&format!("fence.sc.{sw}"), vec![]);
        }
        let loaded = self.new_reg(RegClass::B32);
        self.emit(
            &format!("ld.volatile{sp}.b32"),
            vec![reg(loaded), word.addr.clone()],
        );
        let lp = self.new_block();
        let done = self.new_block();
        self.place(lp);
        let shifted = self.op1(RegClass::B32, "shr.u32", vec![reg(loaded), reg(word.shift)]);
        let ones = imm((1i64 << w) - 1);
        let old = self.op1(RegClass::B32, "and.b32", vec![reg(shifted), ones.clone()]);
        let sext = |s: &mut Self, x: Reg| {
            s.op1(
                RegClass::B32,
                "bfe.s32",
                vec![reg(x), imm(0), imm(w as i64)],
            )
        };
        let bin =
            |s: &mut Self, op: &str, x: Reg, y: Reg| s.op1(RegClass::B32, op, vec![reg(x), reg(y)]);
        let new = match ra.op {
            Xchg => val,
            Add => bin(self, "add.u32", old, val),
            Sub => bin(self, "sub.u32", old, val),
            And => bin(self, "and.b32", old, val),
            Or => bin(self, "or.b32", old, val),
            Xor => bin(self, "xor.b32", old, val),
            Nand => {
                let a = bin(self, "and.b32", old, val);
                self.op1(RegClass::B32, "not.b32", vec![reg(a)])
            }
            Max | Min => {
                let (x, y) = (sext(self, old), sext(self, val));
                bin(self, if ra.op == Max { "max.s32" } else { "min.s32" }, x, y)
            }
            UMax => bin(self, "max.u32", old, val),
            UMin => bin(self, "min.u32", old, val),
            UIncWrap => {
                let ge = self.op1(RegClass::Pred, "setp.ge.u32", vec![reg(old), reg(val)]);
                let inc = self.op1(RegClass::B32, "add.u32", vec![reg(old), imm(1)]);
                self.op1(RegClass::B32, "selp.b32", vec![imm(0), reg(inc), reg(ge)])
            }
            UDecWrap => {
                let z = self.op1(RegClass::Pred, "setp.eq.u32", vec![reg(old), imm(0)]);
                let gt = self.op1(RegClass::Pred, "setp.gt.u32", vec![reg(old), reg(val)]);
                let either = self.op1(RegClass::Pred, "or.pred", vec![reg(z), reg(gt)]);
                let dec = self.op1(RegClass::B32, "sub.u32", vec![reg(old), imm(1)]);
                self.op1(
                    RegClass::B32,
                    "selp.b32",
                    vec![reg(val), reg(dec), reg(either)],
                )
            }
            USubCond | USubSat => self.usub_rmw(ra.op, 32, old, val),
            FMaximum | FMinimum | FMaximumNum | FMinimumNum => {
                // In f32, exactly: the result is an operand or the NaN.
                let (of, vf) = (self.half_to_f32(old, t), self.half_to_f32(val, t));
                let r = self.ordered_rmw(ra.op, Type::F32, of, vf)?;
                self.f32_to_half(r, t)
            }
            FMax | FMin => {
                // maxnum/minnum: `max`/`min` return the other operand of a NaN.
                let o16 = self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(old)]);
                let of = self.bits_as(o16, t);
                let vf = self.bits_as(val16, t);
                let m = if ra.op == FMax { "max" } else { "min" };
                let c = self.out.reg_class(of);
                let r = self.op1(c, &format!("{m}.{}", regs::fty(t)), vec![reg(of), reg(vf)]);
                let rb = self.as_bits(r);
                self.op1(RegClass::B32, "cvt.u32.u16", vec![reg(rb)])
            }
            FAdd | FSub if bf16_add => {
                // bf16 widens to f32 exactly (its bits are the top half);
                // an f32 sum rounded once more to bf16 is the correctly
                // rounded bf16 sum (24 >= 2 * 8 + 2 bits). No `.ftz`: the
                // `noftz` of `atom.add.noftz.bf16`.
                let wide = |s: &mut Self, x: Reg| {
                    let b = s.op1(RegClass::B32, "shl.b32", vec![reg(x), imm(16)]);
                    s.bits_as(b, Type::F32)
                };
                let (of, vf) = (wide(self, old), wide(self, val));
                let op = if ra.op == FAdd {
                    "add.rn.f32"
                } else {
                    "sub.rn.f32"
                };
                let sum = self.op1(RegClass::F32, op, vec![reg(of), reg(vf)]);
                let rb = self.op1(RegClass::B16, "cvt.rn.bf16.f32", vec![reg(sum)]);
                self.op1(RegClass::B32, "cvt.u32.u16", vec![reg(rb)])
            }
            _ => return Err(format!("atomicrmw {} on {t}", ra.op.keyword()).into()),
        };
        let field = self.op1(RegClass::B32, "shl.b32", vec![reg(new), reg(word.shift)]);
        let field = self.op1(RegClass::B32, "and.b32", vec![reg(field), reg(word.mask)]);
        let rest = self.op1(RegClass::B32, "and.b32", vec![reg(loaded), reg(word.keep)]);
        let full = self.op1(RegClass::B32, "or.b32", vec![reg(rest), reg(field)]);
        let got = self.new_reg(RegClass::B32);
        self.emit(
            &format!("atom{sem}{sp}.cas.b32"),
            vec![reg(got), word.addr.clone(), reg(loaded), reg(full)],
        );
        let retry = self.op1(RegClass::Pred, "setp.ne.b32", vec![reg(got), reg(loaded)]);
        self.emit("mov.b32", vec![reg(loaded), reg(got)]);
        self.emit_g(Some((retry, false)), "bra", vec![Operand::Label(lp)]);
        self.place(done);
        let r16 = self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(old)]);
        let r = self.bits_as(r16, t);
        self.copy_to(d, reg(r));
        Ok(())
    }

    /// `cmpxchg` on i8: the loop retries while only the other bytes of
    /// the word changed under it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn subword_cmpxchg(
        &mut self,
        p: Value,
        e: Value,
        n: Value,
        ds: &[Reg],
        w: u64,
        sp: &str,
        sem: &str,
        fence: Option<Scope>,
    ) -> R<()> {
        let e16 = self.src_reg(e, 0)?;
        let e16 = self.as_bits(e16);
        let n16 = self.src_reg(n, 0)?;
        let n16 = self.as_bits(n16);
        let (ev, nv) = (self.widen(e16, w), self.widen(n16, w));
        let word = self.word_of(p, w)?;
        let cmp = self.op1(RegClass::B32, "shl.b32", vec![reg(ev), reg(word.shift)]);
        let new = self.op1(RegClass::B32, "shl.b32", vec![reg(nv), reg(word.shift)]);
        if let Some(s) = fence {
            let sw = self.scope_word(s);
            self.emit(&format!("fence.sc.{sw}"), vec![]);
        }
        let first = self.new_reg(RegClass::B32);
        self.emit(
            &format!("ld.volatile{sp}.b32"),
            vec![reg(first), word.addr.clone()],
        );
        let rest = self.op1(RegClass::B32, "and.b32", vec![reg(first), reg(word.keep)]);
        let lp = self.new_block();
        let done = self.new_block();
        self.place(lp);
        let full_cmp = self.op1(RegClass::B32, "or.b32", vec![reg(rest), reg(cmp)]);
        let full_new = self.op1(RegClass::B32, "or.b32", vec![reg(rest), reg(new)]);
        let got = self.new_reg(RegClass::B32);
        self.emit(
            &format!("atom{sem}{sp}.cas.b32"),
            vec![reg(got), word.addr.clone(), reg(full_cmp), reg(full_new)],
        );
        let ok = self.op1(RegClass::Pred, "setp.eq.b32", vec![reg(got), reg(full_cmp)]);
        let got_rest = self.op1(RegClass::B32, "and.b32", vec![reg(got), reg(word.keep)]);
        let moved = self.op1(
            RegClass::Pred,
            "setp.ne.b32",
            vec![reg(got_rest), reg(rest)],
        );
        let failed = self.op1(RegClass::Pred, "not.pred", vec![reg(ok)]);
        let again = self.op1(RegClass::Pred, "and.pred", vec![reg(moved), reg(failed)]);
        self.emit("mov.b32", vec![reg(rest), reg(got_rest)]);
        self.emit_g(Some((again, false)), "bra", vec![Operand::Label(lp)]);
        self.place(done);
        let field = self.op1(RegClass::B32, "and.b32", vec![reg(got), reg(word.mask)]);
        let old = self.op1(RegClass::B32, "shr.u32", vec![reg(field), reg(word.shift)]);
        let o16 = self.op1(RegClass::B16, "cvt.u16.u32", vec![reg(old)]);
        self.copy_to(ds[0], reg(o16));
        self.copy_to(ds[1], reg(ok));
        Ok(())
    }
}
