//! Decoding of the arithmetic, comparison, conversion, atomic and
//! synchronization instruction families (see the parent module for the
//! operand rules).

use smallvec::SmallVec;

use ptx::{Operand, PtxInst, PtxOp, PtxType};

use super::super::super::atomic::{AtomicOp, AtomicTy};
use super::super::super::float::Round;
use super::super::super::grid::{BarrierRed, ReduxOp, ShflMode, VoteMode};
use super::super::super::memory::AddrSpace;
use super::*;
use dialects::ir::intrinsics::Fp8Form;

impl Decoder<'_> {
    /// Sources `o[from..]` of `bits` bits and kind `k`.
    fn srcs(&self, o: &[Operand], bits: u32, k: K) -> R<Sv<Src>> {
        o.iter().map(|x| self.src(x, bits, k, false)).collect()
    }

    /// `add`/`sub`/`mul`/`mad`/... on integer types.
    pub(super) fn int_arith(
        &self,
        i: &PtxInst,
        base: PtxOp,
        mut m: Mods<'_>,
        t: PtxType,
    ) -> R<Decoded> {
        let o = &i.operands;
        let it = ity(t);
        let (b, k) = (t.bits(), kind_of(t));
        if k == K::Pred || b < 16 {
            return malformed(format!("{base} on {t}"));
        }
        let mut d: Sv<Dst> = SmallVec::new();
        let op = match base {
            PtxOp::Add | PtxOp::Sub | PtxOp::Addc | PtxOp::Subc => {
                let sub = matches!(base, PtxOp::Sub | PtxOp::Subc);
                let carry = matches!(base, PtxOp::Addc | PtxOp::Subc);
                let cc = m.take("cc");
                let sat = m.take("sat");
                m.done()?;
                self.want(i, 3..=3)?;
                if sat && t != PtxType::S32 {
                    return malformed(".sat needs .s32");
                }
                if carry || cc {
                    if !matches!(b, 32 | 64) {
                        return malformed("carry arithmetic needs 32 or 64 bits");
                    }
                    Op::Carry {
                        bits: b,
                        sub,
                        cin: carry,
                        cout: cc,
                    }
                } else {
                    let op = match (sub, sat) {
                        (false, false) => IBin::Add,
                        (false, true) => IBin::AddSat,
                        (true, false) => IBin::Sub,
                        (true, true) => IBin::SubSat,
                    };
                    Op::IBin(op, it)
                }
            }
            PtxOp::Mul | PtxOp::Mad | PtxOp::Madc | PtxOp::Mul24 | PtxOp::Mad24 => {
                let mode = m.take_any(&["lo", "hi", "wide"]);
                let sat = m.take("sat");
                let cc = m.take("cc");
                m.done()?;
                let carry = base == PtxOp::Madc;
                if (cc || carry) && !(matches!(mode, Some("lo" | "hi")) && matches!(b, 32 | 64)) {
                    return malformed("mad.cc and madc are .lo or .hi on 32 or 64 bits");
                }
                let is24 = matches!(base, PtxOp::Mul24 | PtxOp::Mad24);
                let op = match (mode, is24) {
                    (Some("lo"), false) => IBin::MulLo,
                    (Some("hi"), false) => IBin::MulHi,
                    (Some("wide"), false) if b <= 32 => IBin::MulWide,
                    (Some("lo"), true) if b == 32 => IBin::Mul24Lo,
                    (Some("hi"), true) if b == 32 => IBin::Mul24Hi,
                    _ => return malformed(format!("{base} needs .lo, .hi or .wide")),
                };
                let wide = if op == IBin::MulWide { 2 * b } else { b };
                let mad = matches!(base, PtxOp::Mad | PtxOp::Mad24 | PtxOp::Madc);
                if sat && !(mad && t == PtxType::S32 && matches!(op, IBin::MulHi | IBin::Mul24Hi)) {
                    return malformed(".sat needs mad.hi.s32");
                }
                self.want(i, if mad { 4..=4 } else { 3..=3 })?;
                d.push(self.dst(&o[0], wide, k, false)?);
                let mut s = self.srcs(&o[1..3], b, k)?;
                if mad {
                    s.push(self.src(&o[3], wide, k, false)?);
                    if cc || carry {
                        let op = Op::MadCarry {
                            op,
                            t: it,
                            cin: carry,
                            cout: cc,
                        };
                        return Ok((op, d, s, None));
                    }
                    return Ok((Op::Mad(op, it, sat), d, s, None));
                }
                return Ok((Op::IBin(op, it), d, s, None));
            }
            PtxOp::Sad => {
                m.done()?;
                self.want(i, 4..=4)?;
                d.push(self.dst(&o[0], b, k, false)?);
                return Ok((Op::Sad(it), d, self.srcs(&o[1..], b, k)?, None));
            }
            PtxOp::Div | PtxOp::Rem | PtxOp::Min | PtxOp::Max => {
                let relu = m.take("relu");
                m.done()?;
                self.want(i, 3..=3)?;
                match (base, relu) {
                    (PtxOp::Div, false) => Op::IBin(IBin::Div, it),
                    (PtxOp::Rem, false) => Op::IBin(IBin::Rem, it),
                    (PtxOp::Min, r) => Op::IBin(if r { IBin::MinRelu } else { IBin::Min }, it),
                    (PtxOp::Max, r) => Op::IBin(if r { IBin::MaxRelu } else { IBin::Max }, it),
                    _ => return malformed(".relu on div or rem"),
                }
            }
            PtxOp::Abs | PtxOp::Neg => {
                m.done()?;
                self.want(i, 2..=2)?;
                d.push(self.dst(&o[0], b, k, false)?);
                let op = if base == PtxOp::Abs {
                    IUn::Abs
                } else {
                    IUn::Neg
                };
                return Ok((Op::IUn(op, it), d, self.srcs(&o[1..], b, k)?, None));
            }
            _ => return malformed(format!("{base} on an integer type")),
        };
        d.push(self.dst(&o[0], b, k, false)?);
        Ok((op, d, self.srcs(&o[1..], b, k)?, None))
    }

    /// Float arithmetic, approximations, `copysign`, `testp`.
    /// sm_100's `add`/`sub.{rnd}{.sat}.f32.{f16,bf16} d, a, b` (`a` 16
    /// bits, `b` and `d` f32).
    pub(super) fn mixed_arith(
        &self,
        i: &PtxInst,
        base: PtxOp,
        mut m: Mods<'_>,
        bf16: bool,
    ) -> R<Decoded> {
        let o = &i.operands;
        let sub = match base {
            PtxOp::Add => false,
            PtxOp::Sub => true,
            _ => return unsupported(format!("{base} on .f32 and a 16-bit type")),
        };
        let mode = m.take_round().unwrap_or(Round::Rn);
        let sat = m.take("sat");
        m.types.clear();
        m.done()?;
        self.want(i, 3..=3)?;
        let mut d: Sv<Dst> = SmallVec::new();
        let mut s: Sv<Src> = SmallVec::new();
        d.push(self.dst(&o[0], 32, K::Float, false)?);
        s.push(self.src(&o[1], 16, K::Bits, false)?);
        s.push(self.src(&o[2], 32, K::Float, false)?);
        Ok((
            Op::MixedArith {
                sub,
                mode,
                sat,
                bf16,
            },
            d,
            s,
            None,
        ))
    }

    pub(super) fn float_arith(
        &self,
        i: &PtxInst,
        base: PtxOp,
        mut m: Mods<'_>,
        t: PtxType,
    ) -> R<Decoded> {
        let o = &i.operands;
        let (ft, lanes) = ft_of(t).ok_or((ErrorKind::Unsupported, format!("{base} on {t}")))?;
        let b = t.bits();
        let mut d: Sv<Dst> = SmallVec::new();
        let ftz = m.take("ftz");
        let sat = m.take("sat");
        let one = |m: &mut Mods<'_>, approx: bool| -> R<(bool, Round)> {
            let a = m.take("approx");
            let r = m.take_round();
            match (a, r) {
                (true, None) if approx => Ok((true, Round::Rn)),
                (false, Some(r)) => Ok((false, r)),
                _ => malformed(format!("{base} needs .approx or a rounding modifier")),
            }
        };
        let (op, n) = match base {
            PtxOp::Add | PtxOp::Sub | PtxOp::Mul => {
                let r = m.take_round().unwrap_or(Round::Rn);
                let op = match base {
                    PtxOp::Add => FBin::Add,
                    PtxOp::Sub => FBin::Sub,
                    _ => FBin::Mul,
                };
                (Op::FBin(op, ft, lanes, r, ftz, sat), 3)
            }
            PtxOp::Div => {
                let op = if m.take("full") {
                    (FBin::DivFull, Round::Rn)
                } else {
                    match one(&mut m, true)? {
                        (true, _) => (FBin::DivApprox, Round::Rn),
                        (false, r) => (FBin::Div, r),
                    }
                };
                if matches!(op.0, FBin::DivFull | FBin::DivApprox) && ft != Ft::F32 {
                    return malformed("div.approx and div.full are .f32 only");
                }
                (Op::FBin(op.0, ft, lanes, op.1, ftz, sat), 3)
            }
            PtxOp::Min | PtxOp::Max => {
                let nan = m.take("NaN");
                if m.take("xorsign") || m.take("abs") {
                    return unsupported(".xorsign.abs");
                }
                let op = match (base, nan) {
                    (PtxOp::Min, false) => FBin::Min,
                    (PtxOp::Min, true) => FBin::MinNan,
                    (PtxOp::Max, false) => FBin::Max,
                    _ => FBin::MaxNan,
                };
                (Op::FBin(op, ft, lanes, Round::Rn, ftz, false), 3)
            }
            PtxOp::Copysign => (Op::FBin(FBin::Copysign, ft, 1, Round::Rn, false, false), 3),
            PtxOp::Abs | PtxOp::Neg => {
                let op = if base == PtxOp::Abs {
                    FUn::Abs
                } else {
                    FUn::Neg
                };
                (Op::FUn(op, ft, lanes, Round::Rn, ftz, false), 2)
            }
            PtxOp::Fma | PtxOp::Mad => {
                let relu = m.take("relu");
                let r = match m.take_round() {
                    Some(r) => r,
                    None if base == PtxOp::Mad => Round::Rn,
                    None => return malformed("fma needs a rounding modifier"),
                };
                (Op::Fma(ft, lanes, r, ftz, sat, relu), 4)
            }
            PtxOp::Sqrt | PtxOp::Rcp => {
                let (approx, r) = one(&mut m, true)?;
                let op = match (base, approx) {
                    (PtxOp::Sqrt, true) => FUn::SqrtApprox,
                    (PtxOp::Sqrt, false) => FUn::Sqrt,
                    (PtxOp::Rcp, true) => FUn::RcpApprox,
                    _ => FUn::Rcp,
                };
                (Op::FUn(op, ft, lanes, r, ftz, false), 2)
            }
            PtxOp::Rsqrt | PtxOp::Ex2 | PtxOp::Lg2 | PtxOp::Sin | PtxOp::Cos | PtxOp::Tanh => {
                if !m.take("approx") {
                    return malformed(format!("{base} needs .approx"));
                }
                let op = match base {
                    PtxOp::Rsqrt => FUn::Rsqrt,
                    PtxOp::Ex2 => FUn::Ex2,
                    PtxOp::Lg2 => FUn::Lg2,
                    PtxOp::Sin => FUn::Sin,
                    PtxOp::Cos => FUn::Cos,
                    _ => FUn::Tanh,
                };
                (Op::FUn(op, ft, lanes, Round::Rn, ftz, false), 2)
            }
            PtxOp::Testp => {
                let op = match m.take_any(&[
                    "finite",
                    "infinite",
                    "number",
                    "notanumber",
                    "normal",
                    "subnormal",
                ]) {
                    Some("finite") => TestOp::Finite,
                    Some("infinite") => TestOp::Infinite,
                    Some("number") => TestOp::Number,
                    Some("notanumber") => TestOp::NotANumber,
                    Some("normal") => TestOp::Normal,
                    Some(_) => TestOp::Subnormal,
                    None => return malformed("testp needs a test"),
                };
                m.done()?;
                self.want(i, 2..=2)?;
                d.push(self.dst(&o[0], 1, K::Pred, false)?);
                return Ok((Op::Testp(op, ft), d, self.srcs(&o[1..], b, K::Float)?, None));
            }
            _ => return malformed(format!("{base} on a float type")),
        };
        if sat && !matches!(op, Op::FBin(..) | Op::Fma(..)) {
            return malformed(format!(".sat on {base}"));
        }
        m.done()?;
        self.want(i, n..=n)?;
        d.push(self.dst(&o[0], b, K::Float, false)?);
        Ok((op, d, self.srcs(&o[1..], b, K::Float)?, None))
    }

    /// Logic, bit-field, permute and shift instructions.
    pub(super) fn bit_op(
        &self,
        i: &PtxInst,
        base: PtxOp,
        m: &mut Mods<'_>,
        t: PtxType,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        let o = &i.operands;
        let (b, k) = (t.bits(), kind_of(t));
        let it = Ity {
            bits: b,
            signed: t.is_signed(),
        };
        let bad = || malformed(format!("{base} on {t}"));
        let (op, n, bits): (Op, usize, &[u32]) = match base {
            PtxOp::And | PtxOp::Or | PtxOp::Xor => {
                if !matches!(k, K::Pred | K::Bits) {
                    return bad();
                }
                let op = match base {
                    PtxOp::And => IBin::And,
                    PtxOp::Or => IBin::Or,
                    _ => IBin::Xor,
                };
                (Op::IBin(op, it), 3, &[b, b, b])
            }
            PtxOp::Not | PtxOp::Cnot => {
                if !matches!(k, K::Pred | K::Bits) || base == PtxOp::Cnot && k == K::Pred {
                    return bad();
                }
                let op = if base == PtxOp::Not {
                    IUn::Not
                } else {
                    IUn::Cnot
                };
                (Op::IUn(op, it), 2, &[b, b])
            }
            PtxOp::Popc | PtxOp::Clz | PtxOp::Brev | PtxOp::Bfind => {
                if !matches!(b, 32 | 64) || k == K::Float {
                    return bad();
                }
                let op = match base {
                    PtxOp::Popc => IUn::Popc,
                    PtxOp::Clz => IUn::Clz,
                    PtxOp::Brev => IUn::Brev,
                    _ if m.take("shiftamt") => IUn::BfindShift,
                    _ => IUn::Bfind,
                };
                let db = if op == IUn::Brev { b } else { 32 };
                (Op::IUn(op, it), 2, &[db, b])
            }
            PtxOp::Bfe => {
                if !matches!(b, 32 | 64) || k == K::Float {
                    return bad();
                }
                (Op::Bfe(it), 4, &[b, b, 32, 32])
            }
            PtxOp::Bfi => {
                if !matches!(b, 32 | 64) || k == K::Float {
                    return bad();
                }
                (Op::Bfi(b), 5, &[b, b, b, 32, 32])
            }
            PtxOp::Prmt => {
                let mode = match m.take_any(&["f4e", "b4e", "rc8", "ecl", "ecr", "rc16"]) {
                    None => PrmtMode::Default,
                    Some("f4e") => PrmtMode::F4e,
                    Some("b4e") => PrmtMode::B4e,
                    Some("rc8") => PrmtMode::Rc8,
                    Some("ecl") => PrmtMode::Ecl,
                    Some("ecr") => PrmtMode::Ecr,
                    Some(_) => PrmtMode::Rc16,
                };
                if b != 32 {
                    return bad();
                }
                (Op::Prmt(mode), 4, &[32, 32, 32, 32])
            }
            PtxOp::Fns => {
                if b != 32 {
                    return bad();
                }
                (Op::Fns, 4, &[32, 32, 32, 32])
            }
            PtxOp::Bmsk => {
                let wrap = match m.take_any(&["wrap", "clamp"]) {
                    Some(x) => x == "wrap",
                    None => return malformed("bmsk needs .wrap or .clamp"),
                };
                if b != 32 {
                    return bad();
                }
                (Op::Bmsk { wrap }, 3, &[32, 32, 32])
            }
            PtxOp::Szext => {
                let wrap = match m.take_any(&["wrap", "clamp"]) {
                    Some(x) => x == "wrap",
                    None => return malformed("szext needs .wrap or .clamp"),
                };
                if b != 32 {
                    return bad();
                }
                let signed = i.op.words().iter().any(|w| w == "s32");
                (Op::Szext { wrap, signed }, 3, &[32, 32, 32])
            }
            PtxOp::Shf => {
                let left = match m.take_any(&["l", "r"]) {
                    Some(x) => x == "l",
                    None => return malformed("shf needs .l or .r"),
                };
                let clamp = match m.take_any(&["wrap", "clamp"]) {
                    Some(x) => x == "clamp",
                    None => return malformed("shf needs .wrap or .clamp"),
                };
                if b != 32 {
                    return bad();
                }
                (Op::Shf { left, clamp }, 4, &[32, 32, 32, 32])
            }
            PtxOp::Shl | PtxOp::Shr => {
                if k == K::Float || k == K::Pred || b < 16 {
                    return bad();
                }
                let op = match base {
                    PtxOp::Shl => IBin::Shl,
                    _ if t.is_signed() => IBin::ShrS,
                    _ => IBin::ShrU,
                };
                (Op::Shift(op, b), 3, &[b, b, 32])
            }
            PtxOp::Lop3 => {
                if b != 32 {
                    return bad();
                }
                (Op::Lop3, 5, &[32, 32, 32, 32, 32])
            }
            _ => return bad(),
        };
        m.done()?;
        self.want(i, n..=n)?;
        let dk = if k == K::Pred { K::Pred } else { K::Bits };
        d.push(self.dst(&o[0], bits[0], dk, false)?);
        for (x, &w) in o[1..].iter().zip(&bits[1..]) {
            let kk = if w == b { dk } else { K::Int };
            s.push(self.src(x, w, kk, false)?);
        }
        Ok(op)
    }

    /// `setp` and `set`.
    pub(super) fn compare(
        &self,
        i: &PtxInst,
        base: PtxOp,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        let o = &i.operands;
        let cmp = m.take_cmp(base.name())?;
        let bop = match m.take_any(&["and", "or", "xor"]) {
            Some("and") => Some(BoolOp::And),
            Some("or") => Some(BoolOp::Or),
            Some(_) => Some(BoolOp::Xor),
            None => None,
        };
        let ftz = m.take("ftz");
        m.done()?;
        let (dt, st) = match (base, m.types.as_slice()) {
            (PtxOp::Setp, [st]) => (None, *st),
            (PtxOp::Set, [dt, st]) => (Some(*dt), *st),
            _ => return malformed(format!("{base} with the wrong number of types")),
        };
        let cty = match ft_of(st) {
            Some((ft, 1)) => CmpTy::Float(ft, ftz),
            Some((ft, _)) => {
                if cmp.is_unsigned_only() {
                    return malformed(format!("{cmp:?} compares integers only"));
                }
                return self.compare_x2(i, base, (cmp, bop), (ft, ftz), dt, d, s);
            }
            None if st == PtxType::Pred => return malformed(format!("{base} on .pred")),
            None => CmpTy::Int(ity(st)),
        };
        match cty {
            CmpTy::Int(_) if cmp.is_float_only() => {
                return malformed(format!("{cmp:?} compares floats only"))
            }
            CmpTy::Float(..) if cmp.is_unsigned_only() => {
                return malformed(format!("{cmp:?} compares integers only"))
            }
            _ => {}
        }
        let n = if bop.is_some() { 4 } else { 3 };
        self.want(i, n..=n)?;
        match dt {
            None => match &o[0] {
                Operand::Pair(p, q) => {
                    d.push(self.dst(p, 1, K::Pred, false)?);
                    d.push(self.dst(q, 1, K::Pred, false)?);
                }
                x => {
                    d.push(self.dst(x, 1, K::Pred, false)?);
                    d.push(Dst::Sink);
                }
            },
            Some(dt) => d.push(self.dst(&o[0], dt.bits(), kind_of(dt), false)?),
        }
        s.extend(self.srcs(&o[1..3], st.bits(), kind_of(st))?);
        if n == 4 {
            s.push(self.src(&o[3], 1, K::Pred, false)?);
        }
        Ok(match dt {
            None => Op::Setp(cmp, cty, bop),
            Some(dt) => {
                let dty = match dt {
                    PtxType::F32 => CvtTy::Float(Ft::F32),
                    PtxType::F16 => CvtTy::Float(Ft::F16),
                    PtxType::U32 | PtxType::S32 | PtxType::B32 => CvtTy::Int(ity(dt)),
                    PtxType::U16 | PtxType::S16 | PtxType::B16 => CvtTy::Int(ity(dt)),
                    _ => return malformed(format!("set.{}", dt.name())),
                };
                Op::Set(cmp, cty, bop, dty)
            }
        })
    }

    /// The SIMD video instructions with their default selectors and mask
    /// (see `ptx_exec::video`).
    pub(super) fn video(
        &self,
        i: &PtxInst,
        base: PtxOp,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        use super::super::video::{Video, VideoOp};
        let name = base.name();
        let lanes = if name.ends_with('2') { 2 } else { 4 };
        let op = match base {
            PtxOp::Vadd2 | PtxOp::Vadd4 => VideoOp::Add,
            PtxOp::Vsub2 | PtxOp::Vsub4 => VideoOp::Sub,
            PtxOp::Vavrg2 | PtxOp::Vavrg4 => VideoOp::Avrg,
            PtxOp::Vabsdiff2 | PtxOp::Vabsdiff4 => VideoOp::AbsDiff,
            PtxOp::Vmin2 | PtxOp::Vmin4 => VideoOp::Min,
            PtxOp::Vmax2 | PtxOp::Vmax4 => VideoOp::Max,
            _ => VideoOp::Set(m.take_cmp(name)?),
        };
        let sat = m.take("sat");
        let add = m.take("add");
        if sat && add {
            return malformed(format!("{name}: .sat with .add"));
        }
        if let Some(x) = m.rest.first() {
            return unsupported(format!("{name} with .{x}"));
        }
        let sign = |t: &PtxType| match t {
            PtxType::S32 => Ok(true),
            PtxType::U32 => Ok(false),
            t => malformed(format!("{name} on .{}", t.name())),
        };
        let signed = match (&op, m.types.as_slice()) {
            (VideoOp::Set(_), [a, b]) => [sign(a)?, sign(b)?, false],
            (VideoOp::Set(_), _) => return malformed(format!("{name} takes two types")),
            (_, [dt, a, b]) => [sign(a)?, sign(b)?, sign(dt)?],
            _ => return malformed(format!("{name} takes three types")),
        };
        self.want(i, 4..=4)?;
        let o = &i.operands;
        if !matches!(o[0], Operand::Reg(_)) {
            return unsupported(format!("{name} with a destination mask"));
        }
        d.push(self.dst(&o[0], 32, K::Bits, false)?);
        s.extend(self.srcs(&o[1..4], 32, K::Bits)?);
        Ok(Op::Video(Video {
            op,
            lanes,
            signed,
            sat,
            add,
        }))
    }

    /// `setp`/`set` on `.f16x2`/`.bf16x2`: see [`Op::CmpX2`].
    #[allow(clippy::too_many_arguments)]
    fn compare_x2(
        &self,
        i: &PtxInst,
        base: PtxOp,
        (cmp, bop): (Cmp, Option<BoolOp>),
        (ft, ftz): (Ft, bool),
        dt: Option<PtxType>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        let o = &i.operands;
        let n = if bop.is_some() { 4 } else { 3 };
        self.want(i, n..=n)?;
        let one = match dt {
            None => {
                let Operand::Pair(p, q) = &o[0] else {
                    return malformed(format!("{base} on a pair of halves needs `p|q`"));
                };
                d.push(self.dst(p, 1, K::Pred, false)?);
                d.push(self.dst(q, 1, K::Pred, false)?);
                None
            }
            Some(dt) => {
                d.push(self.dst(&o[0], 32, K::Bits, false)?);
                Some(match dt {
                    PtxType::U32 | PtxType::S32 | PtxType::B32 => 0xffff,
                    PtxType::F16x2 => 0x3c00,
                    PtxType::BF16x2 => 0x3f80,
                    _ => return malformed(format!("set.{} on a pair of halves", dt.name())),
                })
            }
        };
        s.extend(self.srcs(&o[1..3], 32, K::Bits)?);
        if n == 4 {
            s.push(self.src(&o[3], 1, K::Pred, false)?);
        }
        Ok(Op::CmpX2 {
            cmp,
            ft,
            ftz,
            bop,
            one,
        })
    }

    /// `cvt`.
    pub(super) fn cvt(
        &self,
        i: &PtxInst,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        if let Some(f8) = m.take_any(&["e4m3x2", "e5m2x2", "e2m3x2", "e3m2x2", "e2m1x2"]) {
            return self.cvt_fp8(i, f8, m, d, s);
        }
        if m.take("ue8m0x2") {
            return self.cvt_ue8m0(i, m, d, s);
        }
        let o = &i.operands;
        let rnd = match m.take_any(&["rn", "rz", "rm", "rp", "rna", "rni", "rzi", "rmi", "rpi"]) {
            None => CvtRnd::None,
            Some("rna") => CvtRnd::Rna,
            Some(r) if r.len() == 2 => CvtRnd::Float(Round::parse(r).expect("listed")),
            Some(r) => CvtRnd::Int(Round::parse(&r[..2]).expect("listed")),
        };
        let ftz = m.take("ftz");
        let sat = m.take("sat");
        let relu = m.take("relu");
        m.done()?;
        let [dt, at] = m.types[..] else {
            return malformed("cvt needs two types");
        };
        let cty = |t: PtxType| -> R<(CvtTy, u8)> {
            Ok(match t {
                PtxType::TF32 => (CvtTy::Tf32, 1),
                PtxType::Pred | PtxType::B128 => return malformed(format!("cvt of {t}")),
                _ => match ft_of(t) {
                    Some((f, n)) => (CvtTy::Float(f), n),
                    None => (CvtTy::Int(ity(t)), 1),
                },
            })
        };
        let ((dc, dn), (ac, an)) = (cty(dt)?, cty(at)?);
        let spec = CvtSpec {
            d: dc,
            a: ac,
            rnd,
            ftz,
            sat,
            relu,
        };
        if an != 1 {
            return unsupported(format!("cvt from {at}"));
        }
        let pack = dn == 2;
        spec.check().map_err(|e| (ErrorKind::Malformed, e))?;
        let dk = kind_of(dt);
        let ak = kind_of(at);
        if pack {
            self.want(i, 3..=3)?;
            d.push(self.dst(&o[0], 32, K::Bits, false)?);
            s.extend(self.srcs(&o[1..], at.bits(), ak)?);
            let lane = CvtSpec {
                d: match dc {
                    CvtTy::Float(f) => CvtTy::Float(f),
                    x => x,
                },
                ..spec
            };
            return Ok(Op::Cvt(lane, true));
        }
        self.want(i, 2..=2)?;
        d.push(self.dst(&o[0], dt.bits(), dk, dk != K::Float)?);
        s.push(self.src(&o[1], at.bits(), ak, ak != K::Float)?);
        Ok(Op::Cvt(spec, false))
    }

    /// `cvt.rn.satfinite{.relu}.<fp8>x2.{f32,f16x2}` and
    /// `cvt.rn{.relu}.f16x2.<fp8>x2`: the 8-bit format's word comes
    /// before the other type when it is the destination.
    fn cvt_fp8(
        &self,
        i: &PtxInst,
        f8: &str,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        let rn = m.take("rn");
        let sat = m.take("satfinite");
        let relu = m.take("relu");
        m.done()?;
        let t = m.one_type()?;
        let words = i.op.words();
        let at = |w: &str| words.iter().position(|x| x == w);
        let to_fp8 = at(f8) < at(t.name());
        let form = match (to_fp8, t) {
            (true, PtxType::F32) => Fp8Form::FromF32,
            (true, PtxType::F16x2) => Fp8Form::FromF16x2,
            (false, PtxType::F16x2) => Fp8Form::ToF16x2,
            _ => return malformed(format!("cvt between .{f8} and {t}")),
        };
        if !rn || sat != to_fp8 {
            return malformed(format!(
                "cvt with .{f8} needs .rn{}",
                if to_fp8 {
                    " and .satfinite"
                } else {
                    " without .satfinite"
                }
            ));
        }
        let format = dialects::ir::intrinsics::MiniFloat::from_pair_word(f8)
            .map_or_else(|| malformed(format!("cvt with .{f8}")), Ok)?;
        // A pair of e2m1 is a byte (a `.b8` register).
        let packed = if f8 == "e2m1x2" { 8 } else { 16 };
        let shape = match form {
            Fp8Form::FromF32 => PairCvt::FromTwoF32,
            Fp8Form::FromF16x2 => PairCvt::FromWord,
            Fp8Form::ToF16x2 => PairCvt::ToWord,
        };
        self.pair_cvt_operands(i, d, s, shape, packed)?;
        Ok(Op::Fp8 {
            format: format.into(),
            relu,
            form,
        })
    }

    /// The operands of a `cvt` to or from a pair of small values held in
    /// `narrow` bits (16, or 8 for e2m1): two f32 sources, a packed 32-bit
    /// source, or a packed 32-bit destination.
    fn pair_cvt_operands(
        &self,
        i: &PtxInst,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
        shape: PairCvt,
        narrow: u32,
    ) -> R<()> {
        let o = &i.operands;
        match shape {
            PairCvt::FromTwoF32 => {
                self.want(i, 3..=3)?;
                d.push(self.dst(&o[0], narrow, K::Bits, false)?);
                s.extend(self.srcs(&o[1..], 32, K::Float)?);
            }
            PairCvt::FromWord => {
                self.want(i, 2..=2)?;
                d.push(self.dst(&o[0], narrow, K::Bits, false)?);
                s.push(self.src(&o[1], 32, K::Bits, false)?);
            }
            PairCvt::ToWord => {
                self.want(i, 2..=2)?;
                d.push(self.dst(&o[0], 32, K::Bits, false)?);
                s.push(self.src(&o[1], narrow, K::Bits, false)?);
            }
        }
        Ok(())
    }

    /// `cvt.{rz,rp}{.satfinite}.ue8m0x2.{f32,bf16x2}` and
    /// `cvt.rn.bf16x2.ue8m0x2`.
    fn cvt_ue8m0(&self, i: &PtxInst, m: &mut Mods<'_>, d: &mut Sv<Dst>, s: &mut Sv<Src>) -> R<Op> {
        use dialects::ir::intrinsics::Ue8m0Form;
        let rnd = m.take_any(&["rn", "rz", "rp"]);
        let satfinite = m.take("satfinite");
        m.done()?;
        let t = m.one_type()?;
        let words = i.op.words();
        let at = |w: &str| words.iter().position(|x| x == w);
        let to_scale = at("ue8m0x2") < at(t.name());
        let form = match (to_scale, t, rnd) {
            (true, PtxType::F32, Some("rz" | "rp")) => Ue8m0Form::FromF32,
            (true, PtxType::BF16x2, Some("rz" | "rp")) => Ue8m0Form::FromBf16x2,
            (false, PtxType::BF16x2, Some("rn")) if !satfinite => Ue8m0Form::ToBf16x2,
            _ => return malformed(format!("cvt between .ue8m0x2 and {t}")),
        };
        let shape = match form {
            Ue8m0Form::FromF32 => PairCvt::FromTwoF32,
            Ue8m0Form::FromBf16x2 => PairCvt::FromWord,
            Ue8m0Form::ToBf16x2 => PairCvt::ToWord,
        };
        self.pair_cvt_operands(i, d, s, shape, 16)?;
        Ok(Op::Ue8m0 {
            form,
            rp: rnd == Some("rp"),
            satfinite,
        })
    }

    /// `atom` and `red`.
    pub(super) fn atom(
        &self,
        i: &PtxInst,
        ret: bool,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
        addr: &mut Option<Addr>,
    ) -> R<Op> {
        let o = &i.operands;
        m.drop_hints();
        let sp = self.space(m)?;
        if !matches!(
            sp,
            AddrSpace::Global | AddrSpace::Shared | AddrSpace::Generic
        ) {
            return malformed("atomics work on global, shared or generic addresses");
        }
        let opn = m
            .take_any(&[
                "and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max",
            ])
            .ok_or((ErrorKind::Malformed, "atom needs an operation".to_string()))?;
        let t = m.one_type()?;
        m.done()?;
        if t == PtxType::B128 {
            // sm_90's `atom.{exch,cas}.b128`: every operand is two halves.
            let cas = match (opn, ret) {
                ("cas", true) => true,
                ("exch", true) => false,
                _ => return malformed(format!("atom.{opn} on .b128")),
            };
            let n = 3 + usize::from(cas);
            self.want(i, n..=n)?;
            d.extend(self.halves(&o[0])?.map(Dst::Reg));
            *addr = Some(self.addr(&o[1])?);
            for x in &o[2..] {
                s.extend(self.halves(x)?.map(Src::Reg));
            }
            return Ok(Op::Atom128(sp, cas));
        }
        let (aty, lanes) = match t {
            PtxType::F32 => (AtomicTy::F32, 1),
            PtxType::F64 => (AtomicTy::F64, 1),
            PtxType::F16 => (AtomicTy::F16, 1),
            PtxType::BF16 => (AtomicTy::BF16, 1),
            PtxType::F16x2 => (AtomicTy::F16, 2),
            PtxType::BF16x2 => (AtomicTy::BF16, 2),
            _ if matches!(t.bits(), 16 | 32 | 64) && t != PtxType::Pred => {
                (AtomicTy::Int(t.bits()), 1)
            }
            _ => return malformed(format!("atom on {t}")),
        };
        let float = t.is_float();
        let kind = match opn {
            "cas" => AtomKind::Cas,
            "exch" => AtomKind::Rmw(AtomicOp::Exch),
            "add" if float => AtomKind::Rmw(AtomicOp::FAdd),
            "add" => AtomKind::Rmw(AtomicOp::Add),
            "min" if float => AtomKind::Rmw(AtomicOp::FMin),
            "max" if float => AtomKind::Rmw(AtomicOp::FMax),
            "min" if t.is_signed() => AtomKind::Rmw(AtomicOp::Min),
            "max" if t.is_signed() => AtomKind::Rmw(AtomicOp::Max),
            "min" => AtomKind::Rmw(AtomicOp::UMin),
            "max" => AtomKind::Rmw(AtomicOp::UMax),
            _ if float => return malformed(format!("atom.{opn} on {t}")),
            "inc" => AtomKind::Rmw(AtomicOp::UIncWrap),
            "dec" => AtomKind::Rmw(AtomicOp::UDecWrap),
            "and" => AtomKind::Rmw(AtomicOp::And),
            "or" => AtomKind::Rmw(AtomicOp::Or),
            _ => AtomKind::Rmw(AtomicOp::Xor),
        };
        if kind == AtomKind::Cas && !ret {
            return malformed("red.cas");
        }
        let n = usize::from(ret) + 2 + usize::from(kind == AtomKind::Cas);
        self.want(i, n..=n)?;
        let (b, k) = (t.bits(), kind_of(t));
        let mut at = 0;
        if ret {
            d.push(self.dst(&o[0], b, k, false)?);
            at = 1;
        }
        *addr = Some(self.addr(&o[at])?);
        s.extend(self.srcs(&o[at + 1..], b, k)?);
        Ok(Op::Atom(sp, kind, aty, lanes, ret))
    }

    /// `bar`/`barrier` forms.
    pub(super) fn barrier(
        &self,
        i: &PtxInst,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        let o = &i.operands;
        m.take("cta");
        m.take("aligned");
        if m.take("warp") {
            m.take("sync");
            m.done()?;
            self.want(i, 1..=1)?;
            s.push(self.src(&o[0], 32, K::Int, false)?);
            return Ok(Op::WarpSync);
        }
        if m.take("sync") {
            m.done()?;
            self.want(i, 1..=2)?;
            s.extend(self.srcs(o, 32, K::Int)?);
            return Ok(Op::Bar(BarrierRed::None, o.len() == 2));
        }
        if m.take("red") {
            let red = match m.take_any(&["popc", "and", "or"]) {
                Some("popc") => BarrierRed::Popc,
                Some("and") => BarrierRed::And,
                Some(_) => BarrierRed::Or,
                None => return malformed("bar.red needs .popc, .and or .or"),
            };
            let t = m.one_type()?;
            m.done()?;
            self.want(i, 3..=4)?;
            let want = if red == BarrierRed::Popc {
                PtxType::U32
            } else {
                PtxType::Pred
            };
            if t != want {
                return malformed(format!("bar.red with type {t}"));
            }
            d.push(self.dst(&o[0], t.bits(), kind_of(t), false)?);
            let n = o.len();
            s.extend(self.srcs(&o[1..n - 1], 32, K::Int)?);
            s.push(self.src(&o[n - 1], 1, K::Pred, false)?);
            return Ok(Op::Bar(red, n == 4));
        }
        unsupported("this barrier form (the engine has no bar.arrive)")
    }

    /// `shfl`, `vote`, `match`, `redux`, `activemask`.
    pub(super) fn warp(
        &self,
        i: &PtxInst,
        base: PtxOp,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        let o = &i.operands;
        let sync = m.take("sync");
        let pair = |d: &mut Sv<Dst>, x: &Operand, bits: u32| -> R<()> {
            match x {
                Operand::Pair(v, p) => {
                    d.push(self.dst(v, bits, K::Bits, false)?);
                    d.push(self.dst(p, 1, K::Pred, false)?);
                }
                v => {
                    d.push(self.dst(v, bits, K::Bits, false)?);
                    d.push(Dst::Sink);
                }
            }
            Ok(())
        };
        let t = m.one_type()?;
        let op = match base {
            PtxOp::Shfl => {
                let mode = match m.take_any(&["up", "down", "bfly", "idx"]) {
                    Some("up") => ShflMode::Up,
                    Some("down") => ShflMode::Down,
                    Some("bfly") => ShflMode::Bfly,
                    Some(_) => ShflMode::Idx,
                    None => return malformed("shfl needs a mode"),
                };
                if t.bits() != 32 {
                    return malformed("shfl moves 32 bits");
                }
                let n = if sync { 5 } else { 4 };
                self.want(i, n..=n)?;
                pair(d, &o[0], 32)?;
                s.push(self.src(&o[1], 32, K::Bits, false)?);
                s.extend(self.srcs(&o[2..], 32, K::Int)?);
                Op::Shfl(mode, sync)
            }
            PtxOp::Vote => {
                let mode = match m.take_any(&["all", "any", "uni", "ballot"]) {
                    Some("all") => VoteMode::All,
                    Some("any") => VoteMode::Any,
                    Some("uni") => VoteMode::Uni,
                    Some(_) => VoteMode::Ballot,
                    None => return malformed("vote needs a mode"),
                };
                let want = if mode == VoteMode::Ballot {
                    PtxType::B32
                } else {
                    PtxType::Pred
                };
                if t != want {
                    return malformed(format!("vote with type {t}"));
                }
                let n = if sync { 3 } else { 2 };
                self.want(i, n..=n)?;
                d.push(self.dst(&o[0], t.bits(), kind_of(t), false)?);
                s.push(self.src(&o[1], 1, K::Pred, false)?);
                if sync {
                    s.push(self.src(&o[2], 32, K::Int, false)?);
                }
                Op::Vote(mode, sync)
            }
            PtxOp::Match => {
                let all = match m.take_any(&["any", "all"]) {
                    Some(x) => x == "all",
                    None => return malformed("match needs .any or .all"),
                };
                if !sync || !matches!(t.bits(), 32 | 64) {
                    return malformed("match.sync on 32 or 64 bits");
                }
                self.want(i, 3..=3)?;
                pair(d, &o[0], 32)?;
                s.push(self.src(&o[1], t.bits(), K::Bits, false)?);
                s.push(self.src(&o[2], 32, K::Int, false)?);
                Op::Match(all, t.bits())
            }
            PtxOp::Redux if t == PtxType::F32 => {
                let max = match m.take_any(&["min", "max"]) {
                    Some(x) => x == "max",
                    None => return malformed("redux on .f32 needs .min or .max"),
                };
                let (abs, nan) = (m.take("abs"), m.take("NaN"));
                if !sync {
                    return malformed("redux without .sync");
                }
                self.want(i, 3..=3)?;
                d.push(self.dst(&o[0], 32, K::Bits, false)?);
                s.push(self.src(&o[1], 32, K::Bits, false)?);
                s.push(self.src(&o[2], 32, K::Int, false)?);
                Op::Redux(ReduxOp::FMinMax { max, abs, nan })
            }
            PtxOp::Redux => {
                let signed = t.is_signed();
                let op = match m.take_any(&["add", "min", "max", "and", "or", "xor"]) {
                    Some("add") => ReduxOp::Add,
                    Some("min") if signed => ReduxOp::Min,
                    Some("max") if signed => ReduxOp::Max,
                    Some("min") => ReduxOp::UMin,
                    Some("max") => ReduxOp::UMax,
                    Some("and") => ReduxOp::And,
                    Some("or") => ReduxOp::Or,
                    Some(_) => ReduxOp::Xor,
                    None => return malformed("redux needs an operation"),
                };
                if !sync || t.bits() != 32 || t.is_float() {
                    return unsupported(format!("redux on {t}"));
                }
                self.want(i, 3..=3)?;
                d.push(self.dst(&o[0], 32, K::Bits, false)?);
                s.extend(self.srcs(&o[1..], 32, K::Int)?);
                Op::Redux(op)
            }
            _ => {
                if t.bits() != 32 {
                    return malformed("activemask.b32");
                }
                self.want(i, 1..=1)?;
                d.push(self.dst(&o[0], 32, K::Bits, false)?);
                Op::ActiveMask
            }
        };
        m.done()?;
        Ok(op)
    }
}

/// The operand shape of a `cvt` to or from a pair of small values.
#[derive(Clone, Copy)]
enum PairCvt {
    /// `d, a, b` from two f32.
    FromTwoF32,
    /// `d, a` from a packed 32-bit pair.
    FromWord,
    /// `d, a` to a packed 32-bit pair.
    ToWord,
}
