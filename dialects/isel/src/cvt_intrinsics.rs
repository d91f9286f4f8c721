//! Conversion intrinsics: LLVM's (`convert.{to,from}.fp16`,
//! `fpto{s,u}i.sat`) and NVIDIA's (`f2i`, `i2f`, `d2f`, `f2h`, `f2bf16`,
//! `d2i.lo/hi`, `lohi.i2d`, bit casts and address-space conversions).

use super::func::{reg, FnSel, R};
use super::regs::{fty, ity};
use dialects::ir::intrinsics::{Fp8Form, Intr, MiniFloat, Round, RsFormat, Ue8m0Form};
use dialects::ir::*;
use ptx::{Operand, PtxType, RegClass};

impl FnSel<'_> {
    /// The Convert family.
    pub(crate) fn convert_intrinsic(&mut self, inst: Inst, ia: &IntrinsicAttrs) -> R<()> {
        let ftz = |f: bool| if f { ".ftz" } else { "" };
        match (ia.intr, ia.info.nvvm) {
            (Intr::F2H { .. }, false) => self.lanes1(inst, |s, leaf, r| {
                let t = fty(leaf);
                Ok(s.op1(RegClass::B16, &format!("cvt.rn.f16.{t}"), vec![reg(r)]))
            }),
            (Intr::F2H { mode, ftz: f }, true) => {
                let m = format!("cvt.{}{}.f16.f32", mode.name(), ftz(f));
                self.lanes1(inst, |s, _, x| Ok(s.op1(RegClass::B16, &m, vec![reg(x)])))
            }
            (Intr::FromFp16, _) => {
                let rt = self.ty(self.result(inst)?);
                self.lanes1(inst, |s, _, r| {
                    Ok(match rt.scalar() {
                        Type::F64 => s.op1(RegClass::F64, "cvt.f64.f16", vec![reg(r)]),
                        _ => s.op1(RegClass::F32, "cvt.f32.f16", vec![reg(r)]),
                    })
                })
            }
            (Intr::F2I { signed, .. }, false) => self.fp_to_int_sat(inst, signed),
            (
                Intr::F2I {
                    mode,
                    signed,
                    ftz: f,
                },
                true,
            ) => {
                let from = fty(self.ty(*self.args(inst).first().ok_or("missing operand")?));
                let w = self.ty(self.result(inst)?).bits();
                let c = if w == 64 {
                    RegClass::B64
                } else {
                    RegClass::B32
                };
                let m = format!(
                    "cvt.{}{}.{}.{from}",
                    mode.int_name(),
                    ftz(f),
                    ity(w, signed)
                );
                self.lanes1(inst, |s, _, x| Ok(s.op1(c, &m, vec![reg(x)])))
            }
            (Intr::I2F { mode, signed }, true) => {
                let a = *self.args(inst).first().ok_or("missing operand")?;
                let from = ity(self.ty(a).bits(), signed);
                self.cvt_to_float(inst, &format!("cvt.{}", mode.name()), from)
            }
            (Intr::D2F { mode, ftz: f }, true) => {
                self.cvt_to_float(inst, &format!("cvt.{}{}", mode.name(), ftz(f)), "f64")
            }
            (Intr::D2iLo | Intr::D2iHi | Intr::LohiI2d, _) => self.double_words(inst, ia.intr),
            (
                Intr::F2BF16 {
                    mode: Round::Rn,
                    relu: false,
                },
                _,
            ) => self.lanes1(inst, |s, _, x| s.narrow_f32(x, Type::BF16)),
            (
                Intr::F2BF16 {
                    mode: mode @ (Round::Rn | Round::Rz),
                    relu,
                },
                _,
            ) => {
                self.require_sm(80, "cvt to bf16")?;
                self.need((7, 0));
                let m = format!("cvt.{}{}.bf16.f32", mode.name(), relu_word(relu));
                self.lanes1(inst, |s, _, x| Ok(s.op1(RegClass::B16, &m, vec![reg(x)])))
            }
            (
                Intr::CvtPair {
                    bf16,
                    mode: mode @ (Round::Rn | Round::Rz),
                    relu,
                },
                _,
            ) => self.cvt_pair(inst, bf16, mode, relu),
            (Intr::F2Tf32 { mode, relu }, _) => self.cvt_tf32(inst, mode, relu),
            (
                Intr::CvtRs {
                    to,
                    relu,
                    satfinite,
                },
                _,
            ) => self.cvt_rs(inst, to, relu, satfinite),
            (Intr::Fp8 { format, relu, form }, _) => self.cvt_fp8(inst, format, relu, form),
            (
                Intr::Ue8m0 {
                    form,
                    rp,
                    satfinite,
                },
                _,
            ) => self.cvt_ue8m0(inst, form, rp, satfinite),
            (Intr::BitcastNv, _) => {
                let (c, w) = match self.ty(self.result(inst)?) {
                    Type::F32 => (RegClass::F32, 32),
                    Type::F64 => (RegClass::F64, 64),
                    Type::Int(32) => (RegClass::B32, 32),
                    Type::Int(64) => (RegClass::B64, 64),
                    _ => return Err("unknown bitcast".into()),
                };
                self.lanes1(inst, |s, _, x| {
                    Ok(s.op1(c, &format!("mov.b{w}"), vec![reg(x)]))
                })
            }
            (Intr::PtrConv { from, to }, _) => {
                let (fa, ta) = (from.llvm_number(), to.llvm_number());
                self.lanes1(inst, |s, _, x| s.aspace_cast(x, fa, ta))
            }
            _ => Err("no PTX lowering for this conversion".into()),
        }
    }

    /// `d2i.lo`, `d2i.hi` and `lohi.i2d`: a double's 32-bit words.
    fn double_words(&mut self, inst: Inst, intr: Intr) -> R<()> {
        if intr == Intr::LohiI2d {
            let args = self.args_n(inst, 2)?;
            let lo = self.src_reg(args[0], 0)?;
            let hi = self.src_reg(args[1], 0)?;
            let d = self.vreg(self.result(inst)?)?;
            self.emit(
                "mov.b64",
                vec![reg(d), Operand::Vector(vec![reg(lo), reg(hi)])],
            );
            return Ok(());
        }
        let hi = intr == Intr::D2iHi;
        self.lanes1(inst, |s, _, r| {
            let lo_r = s.new_reg(RegClass::B32);
            let hi_r = s.new_reg(RegClass::B32);
            s.emit(
                "mov.b64",
                vec![Operand::Vector(vec![reg(lo_r), reg(hi_r)]), reg(r)],
            );
            Ok(if hi { hi_r } else { lo_r })
        })
    }

    /// `cvt<q>.<f32|f64>.<from>` into a float result.
    fn cvt_to_float(&mut self, inst: Inst, q: &str, from: &str) -> R<()> {
        let (c, to) = match self.ty(self.result(inst)?) {
            Type::F64 => (RegClass::F64, "f64"),
            _ => (RegClass::F32, "f32"),
        };
        let m = format!("{q}.{to}.{from}");
        self.lanes1(inst, |s, _, x| Ok(s.op1(c, &m, vec![reg(x)])))
    }

    /// `fpto{s,u}i.sat`: PTX's float-to-integer cvt saturates and maps NaN
    /// to 0.
    fn fp_to_int_sat(&mut self, inst: Inst, signed: bool) -> R<()> {
        let rt = self.ty(self.result(inst)?);
        self.lanes1(inst, |s, leaf, r| {
            let w = rt.scalar().bits();
            if w == 1 {
                return Err("saturating conversion to i1".into());
            }
            let (r, from) = if leaf == Type::BF16 {
                (s.widen_f32(r, leaf), Type::F32)
            } else {
                (r, leaf)
            };
            let c = if w <= 16 {
                RegClass::B16
            } else if w <= 32 {
                RegClass::B32
            } else {
                RegClass::B64
            };
            let it = match w {
                8 if signed => "s8",
                8 => "u8",
                _ => ity(w, signed),
            };
            if !matches!(w, 8 | 16 | 32 | 64) {
                return Err(format!("saturating conversion to i{w}").into());
            }
            Ok(s.op1(c, &format!("cvt.rzi.{it}.{}", fty(from)), vec![reg(r)]))
        })
    }

    /// Two floats to a packed pair (sm_80): PTX puts the first operand in
    /// the upper half, element 1 of the result.
    fn cvt_pair(&mut self, inst: Inst, bf16: bool, mode: Round, relu: bool) -> R<()> {
        self.require_sm(80, "cvt to a 16-bit pair")?;
        self.need((7, 0));
        let t = if bf16 { "bf16x2" } else { "f16x2" };
        let args = self.args_n(inst, 2)?;
        let (a, b) = (self.src_reg(args[0], 0)?, self.src_reg(args[1], 0)?);
        let p = self.op1(
            RegClass::B32,
            &format!("cvt.{}{}.{t}.f32", mode.name(), relu_word(relu)),
            vec![reg(a), reg(b)],
        );
        let ds = self.vregs(self.result(inst)?)?;
        let [lo, hi] = ds[..] else {
            return Err("expected a two-element result".into());
        };
        self.emit(
            "mov.b32",
            vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(p)],
        );
        Ok(())
    }

    /// Float to tf32: `.rna` from sm_80, `.rn`/`.rz` (and `.relu`) from
    /// sm_90.
    fn cvt_tf32(&mut self, inst: Inst, mode: Option<Round>, relu: bool) -> R<()> {
        let r = match mode {
            None => "rna",
            Some(Round::Rn) => "rn",
            Some(Round::Rz) => "rz",
            Some(_) => return Err("no PTX lowering for this conversion".into()),
        };
        if r == "rna" && !relu {
            self.require_sm(80, "cvt.rna.tf32.f32")?;
            self.need((7, 0));
        } else {
            self.require_sm(90, "cvt.rn/rz.tf32.f32")?;
            self.need((7, 8));
        }
        let m = format!("cvt.{r}{}.tf32.f32", relu_word(relu));
        self.lanes1(inst, |s, _, x| Ok(s.op1(RegClass::B32, &m, vec![reg(x)])))
    }
}

impl FnSel<'_> {
    /// `cvt` to and from pairs of 8-bit floats (sm_89, PTX 7.8).
    fn cvt_fp8(&mut self, inst: Inst, format: MiniFloat, relu: bool, form: Fp8Form) -> R<()> {
        if format.is_narrow() {
            // PTX 8.6, sm_100a/sm_101a/sm_120a (LLVM's convert-sm100a.ll).
            self.require_accelerated(
                super::func::NARROW_FAMILIES,
                "cvt with .e2m3x2/.e3m2x2/.e2m1x2",
            )?;
            self.need((8, 6));
        } else {
            self.require_sm(89, "cvt with .e4m3x2/.e5m2x2")?;
            // PTX 7.8 brought them for sm_90, 8.1 for sm_89 (ptxas:
            // "requires .target sm_90 or higher" below that).
            self.need(if self.cx.target.sm >= 90 {
                (7, 8)
            } else {
                (8, 1)
            });
        }
        let f8 = format.pair_word();
        let relu = relu_word(relu);
        let args = self.args(inst).to_vec();
        let res = self.result(inst)?;
        // A pair of 4-bit values is one byte, which PTX wants in a `.b8`
        // register; it travels in a `.b16` one, as llc writes it.
        let byte = (format == MiniFloat::E2m1).then(|| {
            let k = (self.out.regs.values())
                .filter(|r| r.name.starts_with("e2m1x2_"))
                .count();
            self.out.new_reg(PtxType::B8, format!("e2m1x2_{k}"))
        });
        match form {
            Fp8Form::FromF32 => {
                let [a, b] = args[..] else {
                    return Err("expected two f32 operands".into());
                };
                let (a, b) = (self.src_reg(a, 0)?, self.src_reg(b, 0)?);
                let m = format!("cvt.rn.satfinite{relu}.{f8}.f32");
                let d = match byte {
                    Some(t) => {
                        self.emit(&m, vec![reg(t), reg(a), reg(b)]);
                        self.op1(RegClass::B16, "cvt.u16.u8", vec![reg(t)])
                    }
                    None => self.op1(RegClass::B16, &m, vec![reg(a), reg(b)]),
                };
                self.define(res, vec![d])
            }
            Fp8Form::FromF16x2 => {
                let a = *args.first().ok_or("missing operand")?;
                let w = self.pack_pair(a, 0)?;
                let d = self.op1(
                    RegClass::B16,
                    &format!("cvt.rn.satfinite{relu}.{f8}.f16x2"),
                    vec![reg(w)],
                );
                self.define(res, vec![d])
            }
            Fp8Form::ToF16x2 => {
                let a = *args.first().ok_or("missing operand")?;
                let a = self.src_reg(a, 0)?;
                let a = match byte {
                    Some(t) => {
                        self.emit("cvt.u8.u16", vec![reg(t), reg(a)]);
                        t
                    }
                    None => a,
                };
                let w = self.op1(
                    RegClass::B32,
                    &format!("cvt.rn{relu}.f16x2.{f8}"),
                    vec![reg(a)],
                );
                self.define_halves(res, w)
            }
        }
    }

    /// Stochastic rounding (`cvt.rs`, sm_100a/sm_103a, PTX 8.7): two f32
    /// to a 16-bit pair, or four to four small floats, with the random
    /// bits as the last operand. Lane 0 is the low half (byte), as in the
    /// round-to-nearest forms.
    fn cvt_rs(&mut self, inst: Inst, to: RsFormat, relu: bool, sat: bool) -> R<()> {
        self.require_arch_specific(&[100, 103], "cvt.rs")?;
        self.need((8, 7));
        let flags = format!("{}{}", relu_word(relu), if sat { ".satfinite" } else { "" });
        let args = self.args(inst).to_vec();
        let res = self.result(inst)?;
        match to {
            RsFormat::F16x2 | RsFormat::Bf16x2 => {
                let [a, b, bits] = args[..] else {
                    return Err("expected two f32 and the random bits".into());
                };
                if self.ty(a) != Type::F32 || self.ty(b) != Type::F32 {
                    return Err("cvt.rs converts two f32".into());
                }
                let t = if to == RsFormat::Bf16x2 {
                    "bf16x2"
                } else {
                    "f16x2"
                };
                let ops = vec![
                    reg(self.src_reg(a, 0)?),
                    reg(self.src_reg(b, 0)?),
                    reg(self.src_reg(bits, 0)?),
                ];
                let w = self.op1(RegClass::B32, &format!("cvt.rs{flags}.{t}.f32"), ops);
                self.define_halves(res, w)
            }
            RsFormat::X4(f) => {
                let [v, bits] = args[..] else {
                    return Err("expected <4 x float> and the random bits".into());
                };
                if self.ty(v) != Type::vector(Type::F32, 4) {
                    return Err(format!("cvt.rs converts <4 x float>, not {}", self.ty(v)).into());
                }
                let lanes = (0..4)
                    .map(|k| self.src_reg(v, k).map(reg))
                    .collect::<R<Vec<_>>>()?;
                let bits = reg(self.src_reg(bits, 0)?);
                let m = format!(
                    "cvt.rs{flags}.{}x4.f32",
                    f.pair_word().trim_end_matches("x2")
                );
                if f == MiniFloat::E2m1 {
                    // Four 4-bit values: one 16-bit word.
                    let d = self.op1(RegClass::B16, &m, vec![Operand::Vector(lanes), bits]);
                    self.define(res, vec![d])
                } else {
                    let d = self.op1(RegClass::B32, &m, vec![Operand::Vector(lanes), bits]);
                    let bytes = self.unpack_word(d, 32, 8, 4)?;
                    self.define(res, bytes)
                }
            }
        }
    }

    /// Defines the pair `res` from the low and high halves of `w`.
    pub(crate) fn define_halves(&mut self, res: Value, w: ptx::Reg) -> R<()> {
        let (lo, hi) = (self.new_reg(RegClass::B16), self.new_reg(RegClass::B16));
        self.emit(
            "mov.b32",
            vec![Operand::Vector(vec![reg(lo), reg(hi)]), reg(w)],
        );
        self.define(res, vec![lo, hi])
    }

    /// `.ue8m0x2` scales (PTX 8.6, sm_100a): from two f32 or a bf16 pair
    /// rounding towards zero or +infinity, and back to a bf16 pair.
    fn cvt_ue8m0(&mut self, inst: Inst, form: Ue8m0Form, rp: bool, sat: bool) -> R<()> {
        self.require_accelerated(super::func::NARROW_FAMILIES, "cvt with .ue8m0x2")?;
        self.need((8, 6));
        let rnd = if rp { "rp" } else { "rz" };
        let sat = if sat { ".satfinite" } else { "" };
        let args = self.args(inst).to_vec();
        let res = self.result(inst)?;
        match form {
            Ue8m0Form::FromF32 => {
                let [a, b] = args[..] else {
                    return Err("expected two f32 operands".into());
                };
                let (a, b) = (self.src_reg(a, 0)?, self.src_reg(b, 0)?);
                let d = self.op1(
                    RegClass::B16,
                    &format!("cvt.{rnd}{sat}.ue8m0x2.f32"),
                    vec![reg(a), reg(b)],
                );
                self.define(res, vec![d])
            }
            Ue8m0Form::FromBf16x2 => {
                let a = *args.first().ok_or("missing operand")?;
                let w = self.pack_pair(a, 0)?;
                let d = self.op1(
                    RegClass::B16,
                    &format!("cvt.{rnd}{sat}.ue8m0x2.bf16x2"),
                    vec![reg(w)],
                );
                self.define(res, vec![d])
            }
            Ue8m0Form::ToBf16x2 => {
                let a = *args.first().ok_or("missing operand")?;
                let a = self.src_reg(a, 0)?;
                let w = self.op1(RegClass::B32, "cvt.rn.bf16x2.ue8m0x2", vec![reg(a)]);
                self.define_halves(res, w)
            }
        }
    }
}

/// The `.relu` qualifier when asked for.
fn relu_word(relu: bool) -> &'static str {
    if relu {
        ".relu"
    } else {
        ""
    }
}
