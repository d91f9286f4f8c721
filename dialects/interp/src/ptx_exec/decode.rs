//! Decoding of PTX instructions for the ptx interpreter: mnemonics and
//! operands become an [`Op`] with typed, width-checked operand references,
//! so that execution never looks at strings.
//!
//! Invariants:
//! - every register operand was checked against its declaration: width
//!   equal to the instruction type's (at least as wide for the sources and
//!   destinations of `ld`, `st` and `cvt`, and for the operands of 8-bit
//!   types), predicates only where predicates go, and no integer-typed
//!   register where a float instruction type wants one (or the reverse;
//!   `.b` types and `.b` registers go anywhere of their size), as the PTX
//!   ISA's type-checking rules say;
//! - immediates hold the bits of the operand's type (float literals are
//!   converted to the instruction's float format);
//! - an instruction that cannot be decoded becomes [`Op::Error`], raised
//!   only when a thread executes it, so a kernel with an unsupported
//!   instruction on a path never taken still runs;
//! - modifiers the interpreter does not know make the instruction
//!   unsupported rather than silently ignored; known performance hints
//!   (cache operators, eviction priorities, `.nc`, memory-order and scope
//!   qualifiers, which a sequential engine satisfies trivially) are
//!   accepted.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use ptx::{AddrBase, Operand, PBlock, PtxFunction, PtxInst, PtxOp, PtxType, Qual, Reg};

use super::super::atomic::{AtomicOp, AtomicTy};
use super::super::error::ErrorKind;
use super::super::float::Round;
use super::super::grid::{BarrierRed, ReduxOp, ShflMode, VoteMode};
use super::super::memory::AddrSpace;
use super::ops::*;

/// A small vector of operands.
pub(crate) type Sv<T> = SmallVec<[T; 4]>;

/// A decoded instruction: operation, destinations, sources, address.
pub(crate) type Decoded = (Op, Sv<Dst>, Sv<Src>, Option<Addr>);

/// What a symbol names, resolved for one launch.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum SymRef {
    /// A variable at a fixed address of its space (global, const, shared,
    /// kernel parameter).
    Fixed(AddrSpace, u64),
    /// The `k`-th `.local` variable of the function (one per frame).
    FrameLocal(u16),
    /// The `k`-th module-level `.local` variable (one per thread).
    ModLocal(u16),
    /// A `.param` slot of the frame: a parameter, return value or a call
    /// sequence's `.param` variable.
    FrameParam(u16),
    /// A function (its "address" is in the function window).
    Func(u32),
    /// A predefined constant (`WARP_SZ`).
    Const(u64),
}

/// A special register.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Sreg {
    /// `%tid.{x,y,z}`
    Tid(u8),
    /// `%ntid`
    Ntid(u8),
    /// `%ctaid`
    Ctaid(u8),
    /// `%nctaid`
    Nctaid(u8),
    /// `%laneid`
    Laneid,
    /// `%warpid`
    Warpid,
    /// `%nwarpid`
    Nwarpid,
    /// `%lanemask_{eq,lt,le,gt,ge}` as 0..=4
    Lanemask(u8),
    /// `%clock`, `%clock64`, `%globaltimer`: the launch's instruction count
    Clock,
    /// `%clock_hi`, `%globaltimer_hi`
    ClockHi,
    /// Anything constant for the launch.
    Const(u64),
}

/// A source operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Src {
    /// A register.
    Reg(u32),
    /// A negated predicate register.
    NotReg(u32),
    /// Immediate bits.
    Imm(u64),
    /// A special register.
    Sreg(Sreg),
    /// The address of a symbol plus an offset.
    Sym(SymRef, i64),
}

/// A destination operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Dst {
    /// A register.
    Reg(u32),
    /// `_`, or an absent optional destination.
    Sink,
}

/// The base of a memory address.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum ABase {
    /// A register holding an address.
    Reg(u32),
    /// A variable.
    Sym(SymRef),
    /// An absolute address.
    Abs,
}

/// A memory address `[base+off]`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Addr {
    /// Base.
    pub base: ABase,
    /// Byte offset.
    pub off: i64,
}

/// How a `.param` slot or register receives a call's value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum CallArg {
    /// A `.param` variable of the caller's frame.
    Slot(u16),
    /// A register or immediate (for `.reg` parameters).
    Val(Src),
    /// A register receiving a `.reg` return value.
    Ret(Dst),
}

/// A decoded `call`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct CallInfo {
    /// The callee: a function index, or a register holding its address.
    pub target: Result<u32, Src>,
    /// Return values, in order.
    pub rets: Vec<CallArg>,
    /// Arguments, in order.
    pub args: Vec<CallArg>,
}

/// The kind of an atomic.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum AtomKind {
    /// A read-modify-write.
    Rmw(AtomicOp),
    /// Compare and swap.
    Cas,
}

/// Operand types of `setp`/`set`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum CmpTy {
    /// Integers.
    Int(Ity),
    /// Floats (with `.ftz`).
    Float(Ft, bool),
}

/// A decoded operation; operands live in [`DInst`].
#[derive(Clone, PartialEq, Debug)]
pub(crate) enum Op {
    /// A `.param` declaration inside a body: resets the slot.
    ParamDecl {
        /// Slot.
        slot: u16,
        /// Bytes.
        size: u32,
    },
    /// No effect (fences, prefetches, sleeps).
    Nop,
    /// `d0 = s0` of `bits` bits.
    Mov(u32),
    /// `d0 = {s0, s1, ...}` of `each` bits each, s0 lowest.
    Pack(u32),
    /// `{d0, d1, ...} = s0`.
    Unpack(u32),
    /// `d0, d1, ... = s0, s1, ...` at once: the halves of a `.b128`
    /// register, which lives in two 64-bit slots.
    Copy,
    /// `d0 = s0 op s1`.
    IBin(IBin, Ity),
    /// `d0 = s0 << s1` and the right shifts.
    Shift(IBin, u32),
    /// `d0 = op s0`.
    IUn(IUn, Ity),
    /// `d0 = s0 * s1 + s2` (`mad.lo/hi/wide`, `mad24`).
    Mad(IBin, Ity, bool),
    /// `mad.lo/hi.cc` and `madc`: the addition reads and writes `CC.CF`.
    MadCarry {
        /// `MulLo` or `MulHi`.
        op: IBin,
        /// Type.
        t: Ity,
        /// Reads CC.CF (`madc`).
        cin: bool,
        /// Writes CC.CF (`.cc`).
        cout: bool,
    },
    /// `sad`.
    Sad(Ity),
    /// `dp4a` (`four`) or `dp2a.lo`/`.hi`, with the lanes' signs.
    Dot {
        /// `dp4a`.
        four: bool,
        /// `dp2a.hi`.
        hi: bool,
        /// Signed lanes of `a`.
        a_signed: bool,
        /// Signed lanes of `b`.
        b_signed: bool,
    },
    /// Carry arithmetic.
    Carry {
        /// Width.
        bits: u32,
        /// Subtraction.
        sub: bool,
        /// Reads CC.CF.
        cin: bool,
        /// Writes CC.CF.
        cout: bool,
    },
    /// `bfe`.
    Bfe(Ity),
    /// `bfi` of this width.
    Bfi(u32),
    /// `prmt`.
    Prmt(PrmtMode),
    /// `fns.b32`.
    Fns,
    /// `{min,max}{.relu}.{s16x2,u16x2}` (sm_90): per 16-bit lane.
    MinMax16x2 {
        /// `max` rather than `min`.
        max: bool,
        /// `.s16x2`.
        signed: bool,
        /// `.relu`: negative lanes become 0.
        relu: bool,
    },
    /// `szext.{wrap,clamp}.{s32,u32}`: the low `b` bits of `a`, sign- or
    /// zero-extended.
    Szext {
        /// `.wrap` (the position modulo 32) rather than `.clamp`.
        wrap: bool,
        /// `.s32`.
        signed: bool,
    },
    /// `bmsk.b32`, `.wrap` or `.clamp`.
    Bmsk {
        /// `.wrap`.
        wrap: bool,
    },
    /// `shf`.
    Shf {
        /// `.l`.
        left: bool,
        /// `.clamp`.
        clamp: bool,
    },
    /// `lop3.b32`.
    Lop3,
    /// `setp`: d0 (and d1 = the complement) from s0 cmp s1 [op s2].
    Setp(Cmp, CmpTy, Option<BoolOp>),
    /// `set`: d0 is all ones (or 1.0 for f32) when true.
    Set(Cmp, CmpTy, Option<BoolOp>, CvtTy),
    /// A SIMD video instruction (`vadd4`, `vset2`, ...).
    Video(super::video::Video),
    /// `setp`/`set` on a pair of halves (`.f16x2`, `.bf16x2`): each half
    /// compared apart. `setp` writes the low halves' result to d0 and the
    /// high halves' to d1; `set` writes a 16-bit all-ones (`.u32`/`.s32`)
    /// or 1.0 (`.f16x2`/`.bf16x2`, of that format) into each half of d0.
    CmpX2 {
        /// The comparison.
        cmp: Cmp,
        /// The halves' format and `.ftz`.
        ft: Ft,
        /// `.ftz`.
        ftz: bool,
        /// Combined with the predicate s2 (both halves).
        bop: Option<BoolOp>,
        /// `set`: the 16-bit value written for true (`None` for `setp`).
        one: Option<u16>,
    },
    /// `selp`: `d0 = s2 ? s0 : s1`.
    Selp(u32),
    /// `slct`: `d0 = s2 >= 0 ? s0 : s1`.
    Slct(u32, CmpTy),
    /// `cvt` (one source) or the packing `cvt.rn.f16x2.f32 d, a, b`.
    Cvt(CvtSpec, bool),
    /// `cvt` to or from a pair of small floats.
    Fp8 {
        /// The format.
        format: crate::fp8::Fp8,
        /// `.relu`.
        relu: bool,
        /// Direction and source.
        form: dialects::ir::intrinsics::Fp8Form,
    },
    /// `cvt` to or from a pair of `.ue8m0` scales.
    Ue8m0 {
        /// Direction and source.
        form: dialects::ir::intrinsics::Ue8m0Form,
        /// `.rp` rather than `.rz`.
        rp: bool,
        /// `.satfinite`.
        satfinite: bool,
    },
    /// `cvta` (`to`: from generic to the space).
    Cvta(AddrSpace, bool, u32),
    /// `isspacep.<space>`: whether a generic address falls in the space's
    /// window (`shared::cluster` is the CTA's own shared memory here: the
    /// interpreter runs clusters of one CTA).
    IsSpace(AddrSpace),
    /// Float binary operation with lanes (1, or 2 for `x2` types).
    FBin(FBin, Ft, u8, Round, bool, bool),
    /// Float unary operation (op, format, lanes, mode, ftz, sat).
    FUn(FUn, Ft, u8, Round, bool, bool),
    /// `fma`/`mad` (format, lanes, mode, ftz, sat, relu).
    Fma(Ft, u8, Round, bool, bool, bool),
    /// `testp`.
    Testp(TestOp, Ft),
    /// `cp.async.{ca,cg}.shared.global [addr], [s0+off], size[, s1]`:
    /// done at once (reading the destination before the wait is a race,
    /// so an immediate copy is one of the program's executions).
    CpAsync {
        /// Bytes copied.
        size: u8,
        /// Offset of the source address.
        off: i64,
        /// `s1` gives the source size (the rest is zero-filled).
        src_size: bool,
    },
    /// sm_100's `add`/`sub.{rnd}{.sat}.f32.{f16,bf16} d, a, b`.
    MixedArith {
        /// `sub`.
        sub: bool,
        /// Rounding.
        mode: Round,
        /// `.sat`.
        sat: bool,
        /// `a` is bf16 (else f16).
        bf16: bool,
    },
    /// `st.bulk{.shared::cta} [addr], size, 0`: `size` zero bytes.
    StBulk(AddrSpace),
    /// `alloca.u64 d, size[, align]`: a fresh local block (freed with the
    /// frame).
    Alloca(u64),
    /// `stacksave.u64 d` (0 here: allocations are only freed with the
    /// frame, so `stackrestore` has nothing to do).
    StackSave,
    /// `ld`: space, element type, vector length.
    Ld(AddrSpace, PtxType, u8),
    /// `st`.
    St(AddrSpace, PtxType, u8),
    /// `atom` (`ret`) or `red`: space, kind, type, lanes (2 for x2 types).
    Atom(AddrSpace, AtomKind, AtomicTy, u8, bool),
    /// `atom.{exch,cas}.b128` (`true`: cas): operands as 64-bit halves.
    Atom128(AddrSpace, bool),
    /// `bar.sync`/`barrier.sync`/`bar.red` (`count`: a count operand).
    Bar(BarrierRed, bool),
    /// `bar.warp.sync`.
    WarpSync,
    /// `shfl` (`sync`: has a mask).
    Shfl(ShflMode, bool),
    /// `vote` (`sync`: has a mask).
    Vote(VoteMode, bool),
    /// `match.{any,all}.sync` (`all`, operand bits).
    Match(bool, u32),
    /// `redux.sync`.
    Redux(ReduxOp),
    /// `activemask`.
    ActiveMask,
    /// `mma.sync`, `ldmatrix` (with the space `ldmatrix` reads).
    Tensor(dialects::ir::intrinsics::tensor::TensorForm, AddrSpace),
    /// `bra`: target pc.
    Bra(u32),
    /// `brx.idx`: target pcs.
    Brx(Box<[u32]>),
    /// `call`.
    Call(Box<CallInfo>),
    /// `ret`.
    Ret,
    /// `exit`.
    Exit,
    /// `trap`/`brkpt`.
    Trap,
    /// An instruction that cannot run: raised when executed.
    Error(ErrorKind, String),
}

/// One decoded instruction.
#[derive(Clone, Debug)]
pub(crate) struct DInst {
    /// What it does.
    pub op: Op,
    /// `@%p` / `@!%p`.
    pub guard: Option<(u32, bool)>,
    /// Destinations.
    pub d: Sv<Dst>,
    /// Sources.
    pub s: Sv<Src>,
    /// Memory address.
    pub addr: Option<Addr>,
    /// Counting class.
    pub class: u32,
    /// Block and statement index, for messages.
    pub at: (PBlock, u32),
}

/// The operand kind an instruction type wants.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum K {
    Int,
    Float,
    Bits,
    Pred,
}

fn kind_of(t: PtxType) -> K {
    use PtxType::*;
    match t {
        Pred => K::Pred,
        B8 | B16 | B32 | B64 | B128 => K::Bits,
        _ if t.is_float() => K::Float,
        _ => K::Int,
    }
}

fn ity(t: PtxType) -> Ity {
    Ity {
        bits: t.bits(),
        signed: t.is_signed(),
    }
}

fn ft_of(t: PtxType) -> Option<(Ft, u8)> {
    Some(match t {
        PtxType::F16 => (Ft::F16, 1),
        PtxType::F16x2 => (Ft::F16, 2),
        PtxType::BF16 => (Ft::BF16, 1),
        PtxType::BF16x2 => (Ft::BF16, 2),
        PtxType::F32 => (Ft::F32, 1),
        PtxType::F64 => (Ft::F64, 1),
        _ => return None,
    })
}

type R<T> = Result<T, (ErrorKind, String)>;

fn malformed<T>(msg: impl Into<String>) -> R<T> {
    Err((ErrorKind::Malformed, msg.into()))
}

fn unsupported<T>(msg: impl Into<String>) -> R<T> {
    Err((ErrorKind::Unsupported, msg.into()))
}

/// The modifiers of a mnemonic, consumed as they are recognized.
struct Mods<'a> {
    rest: Vec<&'a str>,
    types: Vec<PtxType>,
}

impl<'a> Mods<'a> {
    fn new(parts: &'a [String]) -> Mods<'a> {
        let mut rest = Vec::new();
        let mut types = Vec::new();
        for p in parts.iter().skip(1) {
            match PtxType::from_name(p) {
                Some(t) => types.push(t),
                None => rest.push(p.as_str()),
            }
        }
        Mods { rest, types }
    }

    /// The comparison qualifier (`.lt`, `.hs`, ...) of `op`, taken.
    fn take_cmp(&mut self, op: &str) -> R<Cmp> {
        let k = self
            .rest
            .iter()
            .position(|p| Cmp::parse(p).is_some())
            .ok_or((ErrorKind::Malformed, format!("{op} needs a comparison")))?;
        Ok(Cmp::parse(self.rest.remove(k)).expect("checked"))
    }

    fn take(&mut self, m: &str) -> bool {
        match self.rest.iter().position(|&p| p == m) {
            Some(i) => {
                self.rest.remove(i);
                true
            }
            None => false,
        }
    }

    fn take_any(&mut self, set: &[&str]) -> Option<&'a str> {
        let i = self.rest.iter().position(|p| set.contains(p))?;
        Some(self.rest.remove(i))
    }

    fn take_round(&mut self) -> Option<Round> {
        self.take_any(&["rn", "rz", "rm", "rp"])
            .and_then(Round::parse)
    }

    /// Hints that do not change the result in a sequential engine.
    fn drop_hints(&mut self) {
        const HINTS: &[&str] = &[
            "weak", "volatile", "relaxed", "acquire", "release", "acq_rel", "mmio", "cta", "gpu",
            "sys", "cluster", "nc", "ca", "cg", "cs", "lu", "cv", "wb", "wt", "unified", "aligned",
            "noftz", "uni",
        ];
        self.rest
            .retain(|p| !HINTS.contains(p) && !p.starts_with("L1::") && !p.starts_with("L2::"));
    }

    fn one_type(&self) -> R<PtxType> {
        match self.types.as_slice() {
            [t] => Ok(*t),
            [] => unsupported("no type suffix"),
            _ => unsupported("more than one type suffix"),
        }
    }

    fn done(&self) -> R<()> {
        match self.rest.first() {
            None => Ok(()),
            Some(m) => unsupported(format!("the modifier '.{m}'")),
        }
    }
}

/// Per-function decoding context.
pub(crate) struct Decoder<'a> {
    /// The function.
    pub f: &'a PtxFunction,
    /// Symbols of the function (parameters, body variables) and of the module.
    pub syms: &'a FxHashMap<String, SymRef>,
    /// `.reg` parameters: name to (register index, type).
    pub reg_params: FxHashMap<String, (u32, PtxType)>,
    /// Start pc of every block.
    pub block_pc: &'a FxHashMap<PBlock, u32>,
    /// Launch constants: dynamic and total shared memory bytes.
    pub smem: (u64, u64),
    /// The slot of the high half of each `.b128` register (the register's
    /// own slot holds the low half).
    pub b128_hi: FxHashMap<u32, u32>,
}

impl Decoder<'_> {
    /// The declaration of a register; malformed when it is not one of the
    /// function's.
    fn reg(&self, r: Reg) -> R<(&str, PtxType)> {
        match self.f.regs.get(r) {
            Some(d) => Ok((&d.name, d.ty)),
            None => malformed(format!("register {r} is not declared in the function")),
        }
    }

    fn check(&self, name: &str, rt: PtxType, bits: u32, k: K, relaxed: bool) -> R<()> {
        let rk = kind_of(rt);
        let ok_kind = match k {
            K::Pred => rk == K::Pred,
            _ if rk == K::Pred => false,
            K::Int => rk != K::Float,
            K::Float => rk != K::Int,
            K::Bits => true,
        };
        let rb = rt.bits();
        let ok_bits = k == K::Pred || rb == bits || (relaxed && rb > bits);
        if ok_kind && ok_bits {
            return Ok(());
        }
        let want = match k {
            K::Pred => "a predicate".to_string(),
            K::Float => format!("a {bits}-bit float"),
            K::Int => format!("a {bits}-bit integer"),
            K::Bits => format!("a {bits}-bit"),
        };
        malformed(format!(
            "register %{name} (declared {rt}) used as {want} operand"
        ))
    }

    /// A source operand of `bits` bits and kind `k`.
    fn src(&self, o: &Operand, bits: u32, k: K, relaxed: bool) -> R<Src> {
        Ok(match o {
            // `{%r}`: a one-element vector is its element (Triton's asm
            // writes `ld.global.b16 { $0 }, [ $1 + 0 ]`; ptxas takes it).
            Operand::Vector(v) if v.len() == 1 => return self.src(&v[0], bits, k, relaxed),
            Operand::Reg(r) => {
                let (name, ty) = self.reg(*r)?;
                self.check(name, ty, bits, k, relaxed)?;
                Src::Reg(r.as_u32())
            }
            Operand::Not(r) => {
                let (name, ty) = self.reg(*r)?;
                self.check(name, ty, 1, K::Pred, false)?;
                if k != K::Pred {
                    return malformed("a negated predicate where a value is expected");
                }
                Src::NotReg(r.as_u32())
            }
            Operand::Imm(v) => Src::Imm(match (k, bits) {
                (K::Float, 32) => (*v as f32).to_bits() as u64,
                (K::Float, 64) => (*v as f64).to_bits(),
                (K::Pred, _) => (*v != 0) as u64,
                _ => *v as u64 & mask(bits),
            }),
            Operand::F32(b) => Src::Imm(match (k, bits) {
                (K::Float, 64) => (f32::from_bits(*b) as f64).to_bits(),
                (K::Float, 16) => Ft::F16.exact(f32::from_bits(*b) as f64),
                (_, 32) => *b as u64,
                _ => return malformed("a 0f literal in a non-32-bit operand"),
            }),
            Operand::F64(b) => Src::Imm(match (k, bits) {
                (K::Float, 32) => {
                    let x = f64::from_bits(*b);
                    Ft::F32.round(x, 0.0, Round::Rn)
                }
                (K::Float, 16) => Ft::F16.round(f64::from_bits(*b), 0.0, Round::Rn),
                (_, 64) => *b,
                _ => return malformed("a 0d literal in a non-64-bit operand"),
            }),
            Operand::Special(s) => Src::Sreg(self.sreg(&s.0)?),
            Operand::Sym(s) => {
                if let Some(&(r, t)) = self.reg_params.get(s.as_str()) {
                    self.check(s, t, bits, k, relaxed)?;
                    return Ok(Src::Reg(r));
                }
                let (name, off) = split_sym(s);
                Src::Sym(self.sym(name)?, off)
            }
            _ => return malformed("unexpected operand form"),
        })
    }

    fn dst(&self, o: &Operand, bits: u32, k: K, relaxed: bool) -> R<Dst> {
        Ok(match o {
            Operand::Vector(v) if v.len() == 1 => return self.dst(&v[0], bits, k, relaxed),
            Operand::Reg(r) => {
                let (name, ty) = self.reg(*r)?;
                self.check(name, ty, bits, k, relaxed)?;
                Dst::Reg(r.as_u32())
            }
            Operand::Sink => Dst::Sink,
            Operand::Sym(s) => match self.reg_params.get(s.as_str()) {
                Some(&(r, t)) => {
                    self.check(s, t, bits, k, relaxed)?;
                    Dst::Reg(r)
                }
                None => return malformed(format!("'{s}' is not a register")),
            },
            _ => return malformed("a destination must be a register"),
        })
    }

    fn sym(&self, name: &str) -> R<SymRef> {
        if name == "WARP_SZ" {
            return Ok(SymRef::Const(32));
        }
        self.syms
            .get(name)
            .copied()
            .ok_or_else(|| (ErrorKind::Malformed, format!("undeclared symbol '{name}'")))
    }

    fn addr(&self, o: &Operand) -> R<Addr> {
        match o {
            Operand::Addr(base, off) => Ok(Addr {
                base: match base {
                    AddrBase::Reg(r) => {
                        let (name, t) = self.reg(*r)?;
                        if !matches!(t.bits(), 32 | 64) || kind_of(t) == K::Float {
                            return malformed(format!(
                                "register %{name} (declared {t}) used as an address"
                            ));
                        }
                        ABase::Reg(r.as_u32())
                    }
                    AddrBase::Sym(s) => ABase::Sym(self.sym(s)?),
                    AddrBase::None => ABase::Abs,
                },
                off: *off,
            }),
            _ => malformed("expected an address operand [..]"),
        }
    }

    fn sreg(&self, s: &str) -> R<Sreg> {
        use dialects::ir::intrinsics::Sreg as S;
        let d3 = |d: u8, f: fn(u8) -> Sreg| {
            if d > 2 {
                unsupported(format!("special register %{s}"))
            } else {
                Ok(f(d))
            }
        };
        // The reserved shared memory (`%reserved_smem_offset_{begin,end,
        // cap,0,1}`, which cooperative groups and `<cuda/barrier>` read):
        // the interpreter reserves none, so every offset is the end of
        // the block's shared memory and the capacity is 0; an access
        // through it is out of bounds.
        Ok(match S::from_ptx_name(s) {
            Some(S::ReservedSmem(2)) => Sreg::Const(0),
            Some(S::ReservedSmem(_)) => Sreg::Const(self.smem.1),
            Some(S::Tid(d)) => d3(d, Sreg::Tid)?,
            Some(S::Ntid(d)) => d3(d, Sreg::Ntid)?,
            // A cluster of one block: the cluster grid is the grid.
            Some(S::Ctaid(d) | S::ClusterId(d)) => d3(d, Sreg::Ctaid)?,
            Some(S::Nctaid(d) | S::NClusterId(d)) => d3(d, Sreg::Nctaid)?,
            Some(S::ClusterCtaid(_)) => Sreg::Const(0),
            Some(S::ClusterNctaid(_) | S::ClusterNctarank | S::Nsmid) => Sreg::Const(1),
            Some(S::Laneid) => Sreg::Laneid,
            Some(S::Warpid) => Sreg::Warpid,
            Some(S::Nwarpid) => Sreg::Nwarpid,
            Some(S::Lanemask(k)) => Sreg::Lanemask(k),
            Some(S::Clock | S::Clock64 | S::GlobalTimer | S::GlobalTimerLo) => Sreg::Clock,
            Some(S::ClockHi | S::GlobalTimerHi) => Sreg::ClockHi,
            Some(S::DynamicSmemSize) => Sreg::Const(self.smem.0),
            Some(S::TotalSmemSize | S::AggrSmemSize) => Sreg::Const(self.smem.1),
            Some(
                S::Smid
                | S::Gridid
                | S::IsExplicitCluster
                | S::ClusterCtarank
                | S::Envreg(_)
                | S::Pm(_)
                | S::Pm64(_),
            ) => Sreg::Const(0),
            Some(S::Warpsize) | None => return unsupported(format!("special register %{s}")),
        })
    }

    fn target(&self, o: &Operand) -> R<u32> {
        match o {
            Operand::Label(b) => self.block_pc.get(b).copied().ok_or_else(|| {
                (
                    ErrorKind::Malformed,
                    "branch to a block not in the layout".into(),
                )
            }),
            _ => malformed("expected a label"),
        }
    }

    fn want(&self, i: &PtxInst, n: std::ops::RangeInclusive<usize>) -> R<()> {
        if n.contains(&i.operands.len()) {
            Ok(())
        } else {
            malformed(format!(
                "{} operands (expected {}..={})",
                i.operands.len(),
                n.start(),
                n.end()
            ))
        }
    }

    /// Decodes one instruction (not a directive), its guard included.
    pub fn decode(&self, i: &PtxInst) -> R<Decoded> {
        if let Some((g, _)) = i.guard {
            let (name, ty) = self.reg(g)?;
            self.check(name, ty, 1, K::Pred, false)?;
        }
        let mut m = Mods::new(i.op.words());
        let base = i.op.op();
        let o = &i.operands;
        let mut d: Sv<Dst> = SmallVec::new();
        let mut s: Sv<Src> = SmallVec::new();
        let mut addr = None;
        let op = match i.op.op() {
            PtxOp::Mov => self.decode_mov(i, &mut m, &mut d, &mut s)?,
            // sm_90's `{min,max}{.relu}.{s16x2,u16x2}`: lane-wise on halves.
            PtxOp::Min | PtxOp::Max if m.rest.iter().any(|w| matches!(*w, "s16x2" | "u16x2")) => {
                let signed = m.rest.contains(&"s16x2");
                m.rest.retain(|w| !matches!(*w, "s16x2" | "u16x2"));
                let relu = m.take("relu");
                m.done()?;
                self.want(i, 3..=3)?;
                d.push(self.dst(&o[0], 32, K::Bits, false)?);
                s.push(self.src(&o[1], 32, K::Bits, false)?);
                s.push(self.src(&o[2], 32, K::Bits, false)?);
                Op::MinMax16x2 {
                    max: base == PtxOp::Max,
                    signed,
                    relu,
                }
            }
            PtxOp::Add
            | PtxOp::Sub
            | PtxOp::Mul
            | PtxOp::Mad
            | PtxOp::Div
            | PtxOp::Rem
            | PtxOp::Min
            | PtxOp::Max
            | PtxOp::Abs
            | PtxOp::Neg
            | PtxOp::Fma
            | PtxOp::Addc
            | PtxOp::Subc
            | PtxOp::Madc
            | PtxOp::Mul24
            | PtxOp::Mad24
            | PtxOp::Sad
            | PtxOp::Sqrt
            | PtxOp::Rcp
            | PtxOp::Rsqrt
            | PtxOp::Ex2
            | PtxOp::Lg2
            | PtxOp::Sin
            | PtxOp::Cos
            | PtxOp::Tanh
            | PtxOp::Copysign
            | PtxOp::Testp => {
                if let [PtxType::F32, h @ (PtxType::F16 | PtxType::BF16)] = m.types[..] {
                    return self.mixed_arith(i, base, m, h == PtxType::BF16);
                }
                let t = m.one_type()?;
                return if t.is_float() {
                    self.float_arith(i, base, m, t)
                } else {
                    self.int_arith(i, base, m, t)
                };
            }
            PtxOp::And
            | PtxOp::Or
            | PtxOp::Xor
            | PtxOp::Not
            | PtxOp::Cnot
            | PtxOp::Popc
            | PtxOp::Clz
            | PtxOp::Brev
            | PtxOp::Bfind
            | PtxOp::Bfe
            | PtxOp::Bfi
            | PtxOp::Prmt
            | PtxOp::Fns
            | PtxOp::Bmsk
            | PtxOp::Szext
            | PtxOp::Shf
            | PtxOp::Shl
            | PtxOp::Shr
            | PtxOp::Lop3 => {
                let t = m.one_type()?;
                self.bit_op(i, base, &mut m, t, &mut d, &mut s)?
            }
            PtxOp::Setp | PtxOp::Set => self.compare(i, base, &mut m, &mut d, &mut s)?,
            op if op.is_simd_video() => self.video(i, base, &mut m, &mut d, &mut s)?,
            PtxOp::Selp => {
                let t = m.one_type()?;
                m.done()?;
                self.want(i, 4..=4)?;
                let (k, b) = (kind_of(t), t.bits());
                d.push(self.dst(&o[0], b, k, false)?);
                s.push(self.src(&o[1], b, k, false)?);
                s.push(self.src(&o[2], b, k, false)?);
                s.push(self.src(&o[3], 1, K::Pred, false)?);
                Op::Selp(b)
            }
            PtxOp::Slct => self.decode_slct(i, &mut m, &mut d, &mut s)?,
            PtxOp::Cvt => self.cvt(i, &mut m, &mut d, &mut s)?,
            PtxOp::Cvta => self.decode_cvta(i, &mut m, &mut d, &mut s)?,
            PtxOp::Isspacep => {
                let sp = self.space(&mut m)?;
                m.done()?;
                self.want(i, 2..=2)?;
                if matches!(sp, AddrSpace::Generic | AddrSpace::Param) {
                    return malformed("isspacep needs .global, .shared, .const or .local");
                }
                d.push(self.dst(&i.operands[0], 1, K::Pred, false)?);
                s.push(self.src(&i.operands[1], 64, K::Int, false)?);
                Op::IsSpace(sp)
            }
            PtxOp::Dp4a | PtxOp::Dp2a => self.decode_dot(i, &mut m, &mut d, &mut s)?,
            _ => self.decode_memory_control(i, &mut m, &mut d, &mut s, &mut addr)?,
        };
        Ok((op, d, s, addr))
    }

    /// `dp4a.atype.btype` and `dp2a.{lo,hi}.atype.btype` on 32-bit
    /// registers.
    fn decode_dot(&self, i: &PtxInst, m: &mut Mods<'_>, d: &mut Sv<Dst>, s: &mut Sv<Src>) -> R<Op> {
        let four = i.op.op() == PtxOp::Dp4a;
        let hi = !four && m.take("hi");
        if !four && !hi && !m.take("lo") {
            return malformed("dp2a needs .lo or .hi");
        }
        let signed = |t: PtxType| match t {
            PtxType::U32 => Ok(false),
            PtxType::S32 => Ok(true),
            t => malformed(format!("dp4a/dp2a lanes of type {t}")),
        };
        let [at, bt] = m.types[..] else {
            return malformed("dp4a/dp2a needs two types");
        };
        let (a_signed, b_signed) = (signed(at)?, signed(bt)?);
        m.done()?;
        self.want(i, 4..=4)?;
        let o = &i.operands;
        d.push(self.dst(&o[0], 32, K::Int, false)?);
        for x in &o[1..] {
            s.push(self.src(x, 32, K::Int, false)?);
        }
        Ok(Op::Dot {
            four,
            hi,
            a_signed,
            b_signed,
        })
    }

    /// `cvta[.to]`: generic and space addresses.
    fn decode_cvta(
        &self,
        i: &PtxInst,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        let o = &i.operands;
        Ok({
            let to = m.take("to");
            let sp = self.space(m)?;
            let t = m.one_type()?;
            m.done()?;
            self.want(i, 2..=2)?;
            if sp == AddrSpace::Generic || !matches!(t.bits(), 32 | 64) {
                return malformed("cvta needs a state space and a 32- or 64-bit type");
            }
            d.push(self.dst(&o[0], t.bits(), K::Int, false)?);
            s.push(self.src(&o[1], t.bits(), K::Int, false)?);
            Op::Cvta(sp, to, t.bits())
        })
    }

    /// `slct`: a select on the sign of a third operand.
    fn decode_slct(
        &self,
        i: &PtxInst,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
    ) -> R<Op> {
        let o = &i.operands;
        Ok({
            let ftz = m.take("ftz");
            m.done()?;
            self.want(i, 4..=4)?;
            let [dt, ct] = m.types[..] else {
                return unsupported("slct needs two types");
            };
            let cty = match ct {
                PtxType::S32 => CmpTy::Int(ity(ct)),
                PtxType::F32 => CmpTy::Float(Ft::F32, ftz),
                _ => return malformed("slct compares .s32 or .f32"),
            };
            let (k, b) = (kind_of(dt), dt.bits());
            d.push(self.dst(&o[0], b, k, false)?);
            s.push(self.src(&o[1], b, k, false)?);
            s.push(self.src(&o[2], b, k, false)?);
            s.push(self.src(&o[3], 32, kind_of(ct), false)?);
            Op::Slct(b, cty)
        })
    }

    /// `mov` of registers, immediates, special registers, addresses and packs.
    fn decode_mov(&self, i: &PtxInst, m: &mut Mods<'_>, d: &mut Sv<Dst>, s: &mut Sv<Src>) -> R<Op> {
        let o = &i.operands;
        Ok({
            let t = m.one_type()?;
            m.done()?;
            self.want(i, 2..=2)?;
            let (k, bits) = (kind_of(t), t.bits());
            if bits == 128 {
                return self.decode_mov128(o, d, s);
            }
            match (&o[0], &o[1]) {
                (Operand::Vector(ds), _) => {
                    let each = self.lanes(bits, ds.len())?;
                    for x in ds {
                        d.push(self.dst(x, each, K::Bits, false)?);
                    }
                    s.push(self.src(&o[1], bits, K::Bits, false)?);
                    Op::Unpack(each)
                }
                (_, Operand::Vector(ss)) => {
                    let each = self.lanes(bits, ss.len())?;
                    d.push(self.dst(&o[0], bits, K::Bits, false)?);
                    for x in ss {
                        s.push(self.src(x, each, K::Bits, false)?);
                    }
                    Op::Pack(each)
                }
                _ => {
                    d.push(self.dst(&o[0], bits, k, false)?);
                    s.push(self.src(&o[1], bits, k, false)?);
                    Op::Mov(bits)
                }
            }
        })
    }

    /// Memory, asynchronous copies, synchronization, calls and branches.
    fn decode_memory_control(
        &self,
        i: &PtxInst,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
        addr: &mut Option<Addr>,
    ) -> R<Op> {
        let base = i.op.op();
        let o = &i.operands;
        Ok(match base {
            PtxOp::St if m.take("bulk") => {
                m.drop_hints();
                let sp = self.space(m)?;
                m.done()?;
                self.want(i, 3..=3)?;
                if !matches!(&o[2], Operand::Imm(0)) {
                    return malformed("st.bulk's initial value must be 0");
                }
                *addr = Some(self.addr(&o[0])?);
                s.push(self.src(&o[1], 64, K::Int, false)?);
                Op::StBulk(sp)
            }
            PtxOp::Ld | PtxOp::Ldu | PtxOp::St => self.decode_ld_st(i, m, d, s, addr)?,
            PtxOp::Cp if m.take("async") => self.decode_cp_async(i, m, s, addr)?,
            PtxOp::Atom | PtxOp::Red => self.atom(i, base == PtxOp::Atom, m, d, s, addr)?,
            PtxOp::Bar | PtxOp::Barrier => self.barrier(i, m, d, s)?,
            PtxOp::Shfl | PtxOp::Vote | PtxOp::Match | PtxOp::Redux | PtxOp::Activemask => {
                self.warp(i, base, m, d, s)?
            }
            PtxOp::Createpolicy => {
                // A cache policy only steers caching: its value, opaque to
                // the program, is 0 here.
                m.rest.clear();
                m.types.clear();
                if i.operands.len() < 2 {
                    return malformed("createpolicy needs a destination and a policy");
                }
                d.push(self.dst(&i.operands[0], 64, K::Bits, false)?);
                s.push(Src::Imm(0));
                Op::Copy
            }
            PtxOp::Mma | PtxOp::Ldmatrix | PtxOp::Wmma => {
                m.rest.clear();
                m.types.clear();
                self.tensor(i, d, s, addr)?
            }
            PtxOp::Alloca => {
                m.one_type()?;
                m.done()?;
                self.want(i, 2..=3)?;
                d.push(self.dst(&o[0], 64, K::Bits, false)?);
                s.push(self.src(&o[1], 64, K::Bits, false)?);
                let align = match o.get(2) {
                    Some(Operand::Imm(a)) if *a > 0 && (*a as u64).is_power_of_two() => *a as u64,
                    None => 8,
                    _ => return malformed("alloca alignment must be a power-of-two immediate"),
                };
                Op::Alloca(align)
            }
            PtxOp::Stacksave => {
                m.one_type()?;
                m.done()?;
                self.want(i, 1..=1)?;
                d.push(self.dst(&o[0], 64, K::Bits, false)?);
                Op::StackSave
            }
            PtxOp::Stackrestore => {
                m.one_type()?;
                m.done()?;
                self.want(i, 1..=1)?;
                Op::Nop
            }
            PtxOp::Membar
            | PtxOp::Fence
            | PtxOp::Prefetch
            | PtxOp::Prefetchu
            | PtxOp::Nanosleep
            | PtxOp::Pmevent
            | PtxOp::Applypriority
            | PtxOp::Discard
            // A grid waits for, or releases, the grids it depends on: one
            // launch at a time has none.
            | PtxOp::Griddepcontrol => Op::Nop,
            PtxOp::Bra => {
                m.take("uni");
                m.done()?;
                self.want(i, 1..=1)?;
                Op::Bra(self.target(&o[0])?)
            }
            PtxOp::Brx => {
                m.take("uni");
                if !m.take("idx") {
                    return unsupported("brx without .idx");
                }
                m.done()?;
                self.want(i, 2..=2)?;
                s.push(self.src(&o[0], 32, K::Int, false)?);
                Op::Brx(self.branch_table(&o[1])?)
            }
            PtxOp::Call => {
                m.take("uni");
                m.done()?;
                Op::Call(Box::new(self.call(i)?))
            }
            PtxOp::Ret => {
                m.take("uni");
                m.done()?;
                Op::Ret
            }
            PtxOp::Exit => Op::Exit,
            PtxOp::Trap | PtxOp::Brkpt => Op::Trap,
            _ => return unsupported(String::new()),
        })
    }

    /// `cp.async`: its group operations are no-ops here; a copy is done at once.
    fn decode_cp_async(
        &self,
        i: &PtxInst,
        m: &mut Mods<'_>,
        s: &mut Sv<Src>,
        addr: &mut Option<Addr>,
    ) -> R<Op> {
        let o = &i.operands;
        Ok({
            if m.take_any(&["commit_group", "wait_group", "wait_all"])
                .is_some()
            {
                m.done()?;
                Op::Nop
            } else {
                m.take_any(&["ca", "cg"]);
                m.drop_hints();
                if !(m.take("shared") && m.take("global")) {
                    return unsupported("cp.async other than .shared.global");
                }
                m.done()?;
                self.want(i, 3..=4)?;
                *addr = Some(self.addr(&o[0])?);
                let Operand::Addr(AddrBase::Reg(r), off) = &o[1] else {
                    return unsupported("cp.async from a source that is not [register+offset]");
                };
                s.push(self.src(&Operand::Reg(*r), 64, K::Bits, false)?);
                let size = match &o[2] {
                    Operand::Imm(n @ (4 | 8 | 16)) => *n as u8,
                    _ => return malformed("cp.async copies 4, 8 or 16 bytes"),
                };
                if let Some(n) = o.get(3) {
                    s.push(self.src(n, 32, K::Bits, false)?);
                }
                Op::CpAsync {
                    size,
                    off: *off,
                    src_size: o.len() == 4,
                }
            }
        })
    }

    /// The two 64-bit slots of a `.b128` register operand.
    pub(super) fn halves(&self, o: &Operand) -> R<[u32; 2]> {
        let o = match o {
            Operand::Vector(v) if v.len() == 1 => &v[0],
            x => x,
        };
        match o {
            Operand::Reg(r) => match self.b128_hi.get(&r.as_u32()) {
                Some(&hi) => Ok([r.as_u32(), hi]),
                None => {
                    let (name, ty) = self.reg(*r)?;
                    malformed(format!(
                        "register %{name} (declared {ty}) used as a 128-bit operand"
                    ))
                }
            },
            _ => unsupported("a 128-bit operand other than a .b128 register"),
        }
    }

    /// `mov.b128`: a copy, a pack of two 64-bit halves or an unpack into
    /// them (low half first).
    fn decode_mov128(&self, o: &[Operand], d: &mut Sv<Dst>, s: &mut Sv<Src>) -> R<Op> {
        match (&o[0], &o[1]) {
            (Operand::Vector(ds), x) if ds.len() == 2 => {
                for (e, h) in ds.iter().zip(self.halves(x)?) {
                    d.push(self.dst(e, 64, K::Bits, false)?);
                    s.push(Src::Reg(h));
                }
            }
            (x, Operand::Vector(ss)) if ss.len() == 2 => {
                for (e, h) in ss.iter().zip(self.halves(x)?) {
                    d.push(Dst::Reg(h));
                    s.push(self.src(e, 64, K::Bits, false)?);
                }
            }
            (x, y) => {
                for (a, b) in self.halves(x)?.into_iter().zip(self.halves(y)?) {
                    d.push(Dst::Reg(a));
                    s.push(Src::Reg(b));
                }
            }
        }
        Ok(Op::Copy)
    }

    /// `ld`, `ldu` and `st`: space, vector width, type, the address and the values.
    fn decode_ld_st(
        &self,
        i: &PtxInst,
        m: &mut Mods<'_>,
        d: &mut Sv<Dst>,
        s: &mut Sv<Src>,
        addr: &mut Option<Addr>,
    ) -> R<Op> {
        let o = &i.operands;
        Ok({
            let load = i.op.op() != PtxOp::St;
            m.drop_hints();
            let sp = self.space(m)?;
            let n = match m.take_any(&["v2", "v4", "v8"]) {
                Some(v) => v[1..].parse::<u8>().unwrap_or(1),
                None => 1,
            };
            let t = m.one_type()?;
            m.done()?;
            if t == PtxType::Pred || (t == PtxType::B128 && n > 1) {
                return unsupported(format!("{} of {t}", i.op.op()));
            }
            let hint = i.op.has(Qual::L2CacheHint) as usize;
            self.want(i, 2..=2 + hint)?;
            let (vo, ao) = if load { (&o[0], &o[1]) } else { (&o[1], &o[0]) };
            *addr = Some(self.addr(ao)?);
            // A `.b128` register moves as its two 64-bit halves, low half
            // at the lower address.
            if t == PtxType::B128 {
                for h in self.halves(vo)? {
                    if load {
                        d.push(Dst::Reg(h));
                    } else {
                        s.push(Src::Reg(h));
                    }
                }
                return Ok(if load {
                    Op::Ld(sp, PtxType::B64, 2)
                } else {
                    Op::St(sp, PtxType::B64, 2)
                });
            }
            let elems: Vec<&Operand> = match vo {
                Operand::Vector(v) if n > 1 && v.len() == n as usize => v.iter().collect(),
                x if n == 1 => vec![x],
                _ => return malformed(format!("{}.v{n} needs {n} registers in braces", i.op.op())),
            };
            // 8-bit (and wider-register) loads and stores are relaxed.
            let k = kind_of(t);
            for e in elems {
                if load {
                    d.push(self.dst(e, t.bits(), k, k != K::Float)?);
                } else {
                    s.push(self.src(e, t.bits(), k, k != K::Float)?);
                }
            }
            if load {
                Op::Ld(sp, t, n)
            } else {
                Op::St(sp, t, n)
            }
        })
    }

    fn lanes(&self, bits: u32, n: usize) -> R<u32> {
        if matches!(n, 2 | 4) && (bits as usize).is_multiple_of(n) && bits as usize / n >= 8 {
            Ok(bits / n as u32)
        } else {
            malformed(format!("{n} parts of a {bits}-bit value"))
        }
    }

    fn space(&self, m: &mut Mods<'_>) -> R<AddrSpace> {
        let sp = m.take_any(&[
            "global",
            "shared",
            "shared::cta",
            "shared::cluster",
            "local",
            "const",
            "param",
            "param::entry",
            "param::func",
        ]);
        Ok(match sp {
            None => AddrSpace::Generic,
            Some("global") => AddrSpace::Global,
            Some("local") => AddrSpace::Local,
            Some("const") => AddrSpace::Const,
            Some(p) if p.starts_with("param") => AddrSpace::Param,
            Some(_) => AddrSpace::Shared,
        })
    }

    fn branch_table(&self, o: &Operand) -> R<Box<[u32]>> {
        let Operand::Label(b) = o else {
            return malformed("brx.idx needs a .branchtargets label");
        };
        let block = self
            .f
            .blocks
            .get(*b)
            .ok_or_else(|| (ErrorKind::Malformed, "missing branch table".to_string()))?;
        for st in &block.stmts {
            if let ptx::Stmt::Inst(t) = st {
                if t.op.op() == PtxOp::BranchTargets {
                    return t.operands.iter().map(|x| self.target(x)).collect();
                }
            }
        }
        malformed("the brx.idx label does not name a .branchtargets list")
    }

    fn call(&self, i: &PtxInst) -> R<CallInfo> {
        let o = &i.operands;
        let ti = o
            .iter()
            .position(|x| !matches!(x, Operand::List(_)))
            .ok_or_else(|| (ErrorKind::Malformed, "call without a target".to_string()))?;
        fn list(x: Option<&Operand>) -> &[Operand] {
            match x {
                Some(Operand::List(v)) => v,
                _ => &[],
            }
        }
        let rets = if ti > 0 { list(o.first()) } else { &[] };
        let args = list(o.get(ti + 1));
        let slot = |x: &Operand, ret: bool| -> R<CallArg> {
            match x {
                Operand::Sym(n) if !self.reg_params.contains_key(n.as_str()) => {
                    match self.sym(n)? {
                        SymRef::FrameParam(k) => Ok(CallArg::Slot(k)),
                        _ => malformed(format!("call operand '{n}' is not a .param variable")),
                    }
                }
                _ if ret => {
                    let rt = match x {
                        Operand::Reg(r) => self.reg(*r)?.1,
                        _ => PtxType::B64,
                    };
                    Ok(CallArg::Ret(self.dst(x, rt.bits(), K::Bits, false)?))
                }
                _ => {
                    let bits = match x {
                        Operand::Reg(r) => self.reg(*r)?.1.bits(),
                        _ => 64,
                    };
                    Ok(CallArg::Val(self.src(x, bits, K::Bits, false)?))
                }
            }
        };
        let target = match &o[ti] {
            Operand::Sym(n) => match self.sym(n)? {
                SymRef::Func(f) => Ok(f),
                _ => return malformed(format!("call of '{n}', which is not a function")),
            },
            x @ Operand::Reg(_) => Err(self.src(x, 64, K::Int, false)?),
            _ => return malformed("bad call target"),
        };
        Ok(CallInfo {
            target,
            rets: rets.iter().map(|x| slot(x, true)).collect::<R<_>>()?,
            args: args.iter().map(|x| slot(x, false)).collect::<R<_>>()?,
        })
    }
}

/// All-ones mask of `bits` bits.
pub(crate) fn mask(bits: u32) -> u64 {
    super::super::values::mask64(bits)
}

/// Splits `sym+4` / `sym-4` into the name and offset.
fn split_sym(s: &str) -> (&str, i64) {
    if let Some(i) = s.rfind(['+', '-']) {
        if let Ok(v) = s[i + 1..].parse::<i64>() {
            let v = if &s[i..=i] == "-" { -v } else { v };
            return (&s[..i], v);
        }
    }
    (s, 0)
}

mod arith;
mod tensor;
