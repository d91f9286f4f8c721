//! Execution of decoded PTX: threads, frames, the stepping loop, memory
//! operations and the grid-engine interface.
//!
//! Invariants: a register's value is masked to its declared width on every
//! write; `PFrame::pc` is the instruction the frame executes next (for the
//! caller of an active call: the instruction after the `call`); a thread
//! waiting at a synchronization stays *at* its instruction until
//! [`GridProgram::resume`] writes the results and moves past it.

use super::super::atomic::{self, AtomicTy};
use super::super::devlib::DevFn;
use super::super::error::{ErrorKind, Fault};
use dialects::ir::intrinsics::tensor::{Frag, TensorForm, WmmaAccess};

use super::super::grid::{
    BarrierOp, BarrierRed, Env, Event, GridProgram, SyncResult, ThreadIds, WarpKind, WarpOp,
};
use super::super::memory::{self, AddrSpace, Memory, FUNC_WINDOW};
use super::super::tensor::{pack, provides_row, unpack, wmma_offsets};
use super::super::values::{mask64, sext64};
use super::decode::*;
use super::ops::{self, CvtTy};
use super::{FuncCode, PKind, PtxProgram, MAX_CALL_DEPTH, MAX_PARAM_BYTES};

/// A `.param` buffer of a frame.
#[derive(Clone, Debug)]
struct ParamBuf {
    data: Vec<u8>,
    init: Vec<bool>,
}

impl ParamBuf {
    fn new(size: u32) -> Result<ParamBuf, Fault> {
        if size > MAX_PARAM_BYTES {
            return Err(Fault::unsupported(format!(
                "a .param variable of {size} bytes (the interpreter allows {MAX_PARAM_BYTES})"
            )));
        }
        Ok(ParamBuf {
            data: vec![0; size as usize],
            init: vec![false; size as usize],
        })
    }

    /// A copy resized to `size` (missing bytes uninitialized).
    fn resized(&self, size: usize) -> ParamBuf {
        let size = size.min(MAX_PARAM_BYTES as usize);
        let mut b = self.clone();
        b.data.resize(size, 0);
        b.init.resize(size, false);
        b
    }
}

/// One call frame.
pub(crate) struct PFrame {
    func: u32,
    pc: u32,
    regs: Vec<u64>,
    def: Vec<bool>,
    params: Vec<ParamBuf>,
    locals: Vec<u64>,
    mark: (usize, u64),
    /// Where the return values go in the caller.
    ret_to: Vec<CallArg>,
}

/// The state of one thread.
pub(crate) struct PThread {
    frames: Vec<PFrame>,
    mod_locals: Vec<u64>,
    /// The carry flag `CC.CF`.
    cc: bool,
}

/// An inline-asm snippet's thread part-way through its code, and the
/// mark of the local memory it took.
pub(crate) struct SnippetThread {
    pub(super) t: PThread,
    mark: (usize, u64),
}

/// Where a snippet thread stands after running.
pub(crate) enum SnippetRun {
    /// At its end, with the registers asked for.
    Done(Vec<Option<u64>>),
    /// Waiting at a barrier or warp-synchronous instruction.
    Waiting(SnippetThread, Event),
}

/// A memory location of an access.
enum Loc {
    Mem(AddrSpace, u64),
    Param(u16, u64),
}

/// What an instruction asks of the stepping loop.
enum Flow {
    Next,
    Jump(u32),
    Sync(Event),
}

/// One executing instruction's view of its thread.
struct Cx<'a, 'e, 'x> {
    code: &'a FuncCode,
    fr: &'a mut PFrame,
    mod_locals: &'a [u64],
    cc: &'a mut bool,
    env: &'a mut Env<'e>,
    di: &'x DInst,
}

fn undefined(what: &str) -> Fault {
    Fault::ub(format!("{what} is an undefined value"))
}

impl Cx<'_, '_, '_> {
    /// The value of a source and whether it is defined.
    fn get(&self, s: &Src) -> Result<(u64, bool), Fault> {
        let ids = self.env.ids;
        Ok(match *s {
            Src::Reg(r) => (self.fr.regs[r as usize], self.fr.def[r as usize]),
            Src::NotReg(r) => (self.fr.regs[r as usize] ^ 1, self.fr.def[r as usize]),
            Src::Imm(v) => (v, true),
            Src::Sreg(sr) => (sreg(sr, ids, self.env.steps()), true),
            Src::Sym(sym, off) => (self.sym_addr(sym)?.wrapping_add(off as u64), true),
        })
    }

    /// Source `k`, which must be defined.
    fn need(&self, k: usize, what: &str) -> Result<u64, Fault> {
        match self.get(&self.di.s[k])? {
            (v, true) => Ok(v),
            _ => Err(undefined(what)),
        }
    }

    fn sym_addr(&self, s: SymRef) -> Result<u64, Fault> {
        Ok(match s {
            SymRef::Fixed(_, a) => a,
            SymRef::FrameLocal(k) => self.fr.locals[k as usize],
            SymRef::ModLocal(k) => self.mod_locals[k as usize],
            SymRef::Func(f) => FUNC_WINDOW + f as u64,
            SymRef::Const(v) => v,
            SymRef::FrameParam(_) => {
                return Err(Fault::unsupported(
                    "the address of a .func parameter or call-sequence .param variable",
                ))
            }
        })
    }

    fn put(&mut self, d: usize, v: u64, def: bool) {
        if let Some(Dst::Reg(r)) = self.di.d.get(d) {
            let r = *r as usize;
            self.fr.regs[r] = v & mask64(self.code.reg_bits[r]);
            self.fr.def[r] = def;
        }
    }

    /// Register width of destination `d` (0 for a sink).
    fn dst_bits(&self, d: usize) -> u32 {
        match self.di.d.get(d) {
            Some(Dst::Reg(r)) => self.code.reg_bits[*r as usize],
            _ => 0,
        }
    }

    /// Where an address operand points for an access in `space`.
    fn locate(&self, space: AddrSpace) -> Result<Loc, Fault> {
        let a = self
            .di
            .addr
            .ok_or_else(|| Fault::unsupported("no address"))?;
        let off = a.off as u64;
        let in_space = |sp: AddrSpace, base: u64| -> Result<Loc, Fault> {
            let x = base.wrapping_add(off);
            if space == AddrSpace::Generic {
                Ok(Loc::Mem(AddrSpace::Generic, memory::to_generic(sp, x)))
            } else if space == sp {
                Ok(Loc::Mem(sp, x))
            } else {
                Err(Fault::ub(format!(
                    "a {} variable accessed as {} memory",
                    sp.name(),
                    space.name()
                )))
            }
        };
        match a.base {
            ABase::Reg(r) => {
                if !self.fr.def[r as usize] {
                    return Err(undefined("the address"));
                }
                Ok(Loc::Mem(space, self.fr.regs[r as usize].wrapping_add(off)))
            }
            ABase::Abs => Ok(Loc::Mem(space, off)),
            ABase::Sym(SymRef::Fixed(sp, base)) => in_space(sp, base),
            ABase::Sym(SymRef::FrameLocal(k)) => {
                in_space(AddrSpace::Local, self.fr.locals[k as usize])
            }
            ABase::Sym(SymRef::ModLocal(k)) => {
                in_space(AddrSpace::Local, self.mod_locals[k as usize])
            }
            ABase::Sym(SymRef::FrameParam(k)) if space == AddrSpace::Param => {
                Ok(Loc::Param(k, off))
            }
            ABase::Sym(_) => Err(Fault::ub(
                "an access through a symbol that is not a variable",
            )),
        }
    }

    fn param_buf(&self, k: u16, off: u64, n: usize) -> Result<(usize, usize), Fault> {
        let b = &self.fr.params[k as usize];
        let o = off as usize;
        if off > b.data.len() as u64 || o + n > b.data.len() {
            return Err(Fault::new(
                ErrorKind::OutOfBounds,
                format!(
                    "{n} bytes at offset {off} of a {}-byte .param variable",
                    b.data.len()
                ),
            ));
        }
        Ok((k as usize, o))
    }

    /// Loads `n` bytes; every byte must be initialized.
    fn load(&self, loc: &Loc, out: &mut [u8], align: u64) -> Result<(), Fault> {
        match *loc {
            Loc::Mem(sp, a) => self.env.mem.load(self.env.ids.linear, sp, a, out, align),
            Loc::Param(k, off) => {
                let (k, o) = self.param_buf(k, off, out.len())?;
                let b = &self.fr.params[k];
                if let Some(i) = (o..o + out.len()).find(|&i| !b.init[i]) {
                    return Err(Fault::new(
                        ErrorKind::Uninitialized,
                        format!("ld.param reads uninitialized byte {i} of a .param variable"),
                    ));
                }
                out.copy_from_slice(&b.data[o..o + out.len()]);
                Ok(())
            }
        }
    }

    fn store(&mut self, loc: &Loc, bytes: &[u8], init: &[bool], align: u64) -> Result<(), Fault> {
        match *loc {
            Loc::Mem(sp, a) => {
                let t = self.env.ids.linear;
                if init.iter().all(|&b| b) {
                    self.env.mem.store(t, sp, a, bytes, align)
                } else {
                    self.env.mem.store_partial(t, sp, a, bytes, init, align)
                }
            }
            Loc::Param(k, off) => {
                let (k, o) = self.param_buf(k, off, bytes.len())?;
                let b = &mut self.fr.params[k];
                b.data[o..o + bytes.len()].copy_from_slice(bytes);
                b.init[o..o + bytes.len()].copy_from_slice(init);
                Ok(())
            }
        }
    }
}

fn sreg(s: Sreg, ids: &ThreadIds, steps: u64) -> u64 {
    let lane = ids.lane;
    match s {
        Sreg::Tid(d) => ids.tid[d as usize] as u64,
        Sreg::Ntid(d) => ids.ntid[d as usize] as u64,
        Sreg::Ctaid(d) => ids.ctaid[d as usize] as u64,
        Sreg::Nctaid(d) => ids.nctaid[d as usize] as u64,
        Sreg::Laneid => lane as u64,
        Sreg::Warpid => ids.warp as u64,
        Sreg::Nwarpid => ids.nwarps as u64,
        Sreg::Lanemask(k) => crate::grid::lanemask(k, lane),
        Sreg::Clock => steps,
        Sreg::ClockHi => steps >> 32,
        Sreg::Const(v) => v,
    }
}

/// Applies `f` to each 16-bit lane (or once for a scalar).
fn lanewise(lanes: u8, f: &dyn Fn(u64, u64, u64) -> u64, a: u64, b: u64, c: u64) -> u64 {
    if lanes == 1 {
        return f(a, b, c);
    }
    let lo = f(a & 0xffff, b & 0xffff, c & 0xffff) & 0xffff;
    let hi = f(a >> 16 & 0xffff, b >> 16 & 0xffff, c >> 16 & 0xffff) & 0xffff;
    hi << 16 | lo
}

/// `wmma.load` / `wmma.store`: this lane's elements, one access each
/// (see [`crate::tensor`] for where they are). Registers first, then the
/// optional stride, among the sources.
fn wmma_access(cx: &mut Cx<'_, '_, '_>, a: &WmmaAccess, space: AddrSpace) -> Result<(), Fault> {
    let load = a.frag != Frag::D;
    let nregs = if load {
        cx.di.d.len()
    } else {
        cx.di.s.len() - a.stride as usize
    };
    let ld = if a.stride {
        Some(cx.need(nregs * usize::from(!load), "the wmma stride")? as u32)
    } else {
        None
    };
    let (offs, es) = wmma_offsets(a, cx.env.ids.lane, ld).map_err(Fault::unsupported)?;
    let Loc::Mem(sp, base) = cx.locate(space)? else {
        return Err(Fault::unsupported("wmma on the parameter space"));
    };
    if load {
        let mut elems = Vec::with_capacity(offs.len());
        for off in offs {
            let mut buf = [0u8; 8];
            cx.load(
                &Loc::Mem(sp, base.wrapping_add(off)),
                &mut buf[..es],
                es as u64,
            )?;
            elems.push(u64::from_le_bytes(buf));
        }
        for (k, r) in pack(&elems, es).into_iter().enumerate() {
            cx.put(k, u64::from(r), true);
        }
    } else {
        let regs = (0..nregs)
            .map(|k| cx.need(k, "a wmma.store element").map(|v| v as u32))
            .collect::<Result<Vec<_>, _>>()?;
        for (off, x) in offs.into_iter().zip(unpack(&regs, es)) {
            let bytes = x.to_le_bytes();
            let at = Loc::Mem(sp, base.wrapping_add(off));
            cx.store(&at, &bytes[..es], &[true; 8][..es], es as u64)?;
        }
    }
    Ok(())
}

fn warp(site: u64, mask: u32, kind: WarpKind) -> Flow {
    Flow::Sync(Event::Warp {
        site,
        op: WarpOp { mask, kind },
    })
}

impl PtxProgram<'_> {
    fn func(&self, f: u32) -> &FuncCode {
        self.funcs[f as usize]
            .as_ref()
            .expect("frames only run functions with bodies")
    }

    fn new_frame(&self, f: u32, mem: &mut Memory, thread: u32) -> Result<PFrame, Fault> {
        let code = self.func(f);
        let mark = mem.local_mark(thread);
        let mut locals = Vec::with_capacity(code.locals.len());
        for &(size, align) in &code.locals {
            locals.push(mem.local_alloc(thread, size, align)?);
        }
        let n = code.reg_bits.len();
        Ok(PFrame {
            func: f,
            pc: 0,
            regs: vec![0; n],
            def: vec![false; n],
            params: code
                .slots
                .iter()
                .map(|&s| ParamBuf::new(s))
                .collect::<Result<_, _>>()?,
            locals,
            mark,
            ret_to: Vec::new(),
        })
    }

    /// Executes one non-control instruction.
    fn exec(&self, cx: &mut Cx<'_, '_, '_>, site: u64) -> Result<Flow, Fault> {
        let di = cx.di;
        let s = &di.s;
        let g = |k: usize| cx.get(&s[k]);
        match &di.op {
            Op::Nop => {}
            Op::ParamDecl { slot, size } => {
                cx.fr.params[*slot as usize] = ParamBuf::new(*size)?;
            }
            Op::Error(kind, msg) => return Err(Fault::new(*kind, msg.clone())),
            Op::Mov(bits) => {
                let (v, d) = g(0)?;
                cx.put(0, v & mask64(*bits), d);
            }
            Op::Pack(each) => {
                let (mut v, mut d) = (0u64, true);
                for k in 0..s.len() {
                    let (x, dx) = g(k)?;
                    v |= (x & mask64(*each)) << (k as u32 * each);
                    d &= dx;
                }
                cx.put(0, v, d);
            }
            Op::Unpack(each) => {
                let (v, d) = g(0)?;
                for k in 0..di.d.len() {
                    cx.put(k, v >> (k as u32 * each), d);
                }
            }
            Op::Copy => {
                let vals: Vec<(u64, bool)> = (0..s.len()).map(g).collect::<Result<_, _>>()?;
                for (k, (v, d)) in vals.into_iter().enumerate() {
                    cx.put(k, v, d);
                }
            }
            Op::IBin(op, t) => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                if matches!(op, ops::IBin::Div | ops::IBin::Rem) && !db {
                    return Err(undefined("the divisor"));
                }
                let r = if da && db {
                    ops::ibin(*op, *t, a, b)?
                } else {
                    0
                };
                cx.put(0, r, da && db);
            }
            Op::Shift(op, bits) => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                cx.put(0, ops::shift(*op, *bits, a, b), da && db);
            }
            Op::IUn(op, t) => {
                let (a, d) = g(0)?;
                cx.put(0, ops::iun(*op, *t, a), d);
            }
            _ => return self.exec_bits(cx, site),
        }
        Ok(Flow::Next)
    }

    /// Multiply-add with carries, sad and bit fields.
    fn exec_bits(&self, cx: &mut Cx<'_, '_, '_>, site: u64) -> Result<Flow, Fault> {
        let di = cx.di;
        let s = &di.s;
        let g = |k: usize| cx.get(&s[k]);
        match &di.op {
            Op::Mad(op, t, sat) => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                cx.put(0, ops::mad(*op, *t, a, b, c, *sat)?, da && db && dc);
            }
            Op::MadCarry { op, t, cin, cout } => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                let p = ops::ibin(*op, *t, a, b)?;
                let (r, carry) = ops::add_carry(t.bits, false, p, c, *cin && *cx.cc);
                if *cout {
                    *cx.cc = carry;
                }
                cx.put(0, r, da && db && dc);
            }
            Op::Dot {
                four,
                hi,
                a_signed,
                b_signed,
            } => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                let r = ops::dot(
                    *four, *hi, *a_signed, *b_signed, a as u32, b as u32, c as u32,
                );
                cx.put(0, r as u64, da && db && dc);
            }
            Op::Sad(t) => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                cx.put(0, ops::sad(*t, a, b, c), da && db && dc);
            }
            Op::Carry {
                bits,
                sub,
                cin,
                cout,
            } => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                let (r, c) = ops::add_carry(*bits, *sub, a, b, *cin && *cx.cc);
                if *cout {
                    *cx.cc = c;
                }
                cx.put(0, r, da && db);
            }
            Op::Bfe(t) => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                cx.put(0, ops::bfe(*t, a, b, c), da && db && dc);
            }
            Op::Bfi(bits) => {
                let ((a, da), (b, db), (c, dc), (d, dd)) = (g(0)?, g(1)?, g(2)?, g(3)?);
                cx.put(0, ops::bfi(*bits, a, b, c, d), da && db && dc && dd);
            }
            Op::Prmt(mode) => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                let r = ops::prmt(*mode, a as u32, b as u32, c as u32);
                cx.put(0, r as u64, da && db && dc);
            }
            Op::Fns => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                let r = ops::fns(a as u32, b as u32, c as u32 as i32);
                cx.put(0, u64::from(r), da && db && dc);
            }
            Op::MinMax16x2 { max, signed, relu } => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                let r = ops::minmax16x2(*max, *signed, *relu, a as u32, b as u32);
                cx.put(0, u64::from(r), da && db);
            }
            Op::Szext { wrap, signed } => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                let r = ops::szext(*wrap, *signed, a as u32, b as u32);
                cx.put(0, u64::from(r), da && db);
            }
            Op::Bmsk { wrap } => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                let r = ops::bmsk(*wrap, a as u32, b as u32);
                cx.put(0, u64::from(r), da && db);
            }
            Op::Shf { left, clamp } => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                let r = ops::shf(*left, *clamp, a as u32, b as u32, c as u32);
                cx.put(0, r as u64, da && db && dc);
            }
            Op::Lop3 => {
                let ((a, da), (b, db), (c, dc), (l, _)) = (g(0)?, g(1)?, g(2)?, g(3)?);
                cx.put(0, ops::lop3(a, b, c, l & 0xff), da && db && dc);
            }
            _ => return self.exec_compare_convert(cx, site),
        }
        Ok(Flow::Next)
    }

    /// Comparisons, selects and conversions.
    fn exec_compare_convert(&self, cx: &mut Cx<'_, '_, '_>, site: u64) -> Result<Flow, Fault> {
        let di = cx.di;
        let s = &di.s;
        let g = |k: usize| cx.get(&s[k]);
        match &di.op {
            Op::Setp(cmp, cty, bop) | Op::Set(cmp, cty, bop, _) => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                let r = match *cty {
                    CmpTy::Int(t) => ops::icmp(*cmp, t, a, b),
                    CmpTy::Float(ft, ftz) => {
                        ops::fcmp(*cmp, ft.val(ft.ftz(ftz, a)), ft.val(ft.ftz(ftz, b)))
                    }
                };
                let mut def = da && db;
                let (p, q) = match bop {
                    Some(op) => {
                        let (c, dc) = g(2)?;
                        def &= dc;
                        (op.apply(r, c & 1 == 1), op.apply(!r, c & 1 == 1))
                    }
                    None => (r, !r),
                };
                match &di.op {
                    // 1.0 in the destination's format (f16: 0x3c00).
                    Op::Set(.., CvtTy::Float(super::ops::Ft::F16)) => {
                        cx.put(0, if p { 0x3c00 } else { 0 }, def)
                    }
                    Op::Set(.., CvtTy::Float(_)) => cx.put(0, if p { 0x3f80_0000 } else { 0 }, def),
                    Op::Set(..) => cx.put(0, if p { 0xffff_ffff } else { 0 }, def),
                    _ => {
                        cx.put(0, p as u64, def);
                        cx.put(1, q as u64, def);
                    }
                }
            }
            Op::Video(v) => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                let r = super::video::video(*v, a as u32, b as u32, c as u32);
                cx.put(0, u64::from(r), da && db && dc);
            }
            Op::CmpX2 {
                cmp,
                ft,
                ftz,
                bop,
                one,
            } => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                let mut def = da && db;
                let c = match bop {
                    Some(_) => {
                        let (c, dc) = g(2)?;
                        def &= dc;
                        c & 1 == 1
                    }
                    None => false,
                };
                let half = |v: u64, k: u32| ft.val(ft.ftz(*ftz, (v >> (16 * k)) & 0xffff));
                let r = |k: u32| {
                    let t = ops::fcmp(*cmp, half(a, k), half(b, k));
                    bop.map_or(t, |op| op.apply(t, c))
                };
                let (lo, hi) = (r(0), r(1));
                match one {
                    Some(one) => {
                        let v = |t: bool| if t { u64::from(*one) } else { 0 };
                        cx.put(0, v(lo) | v(hi) << 16, def);
                    }
                    None => {
                        cx.put(0, lo as u64, def);
                        cx.put(1, hi as u64, def);
                    }
                }
            }
            Op::Selp(_) => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                let (v, d) = if c & 1 == 1 { (a, da) } else { (b, db) };
                cx.put(0, v, d && dc);
            }
            Op::Slct(_, cty) => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                let pick = match *cty {
                    CmpTy::Int(_) => (c as u32 as i32) >= 0,
                    CmpTy::Float(ft, ftz) => ft.val(ft.ftz(ftz, c)) >= 0.0,
                };
                let (v, d) = if pick { (a, da) } else { (b, db) };
                cx.put(0, v, d && dc);
            }
            Op::Cvt(spec, pack) => {
                let (a, da) = g(0)?;
                let a = a & mask64(spec.a.bits());
                if *pack {
                    let (b, db) = g(1)?;
                    let hi = ops::cvt(spec, a);
                    let lo = ops::cvt(spec, b & mask64(spec.a.bits()));
                    cx.put(0, hi << 16 | lo, da && db);
                } else {
                    let mut r = ops::cvt(spec, a);
                    if let CvtTy::Int(t) = spec.d {
                        if t.signed && cx.dst_bits(0) > t.bits {
                            r = sext64(r, t.bits) as u64;
                        }
                    }
                    cx.put(0, r, da);
                }
            }
            Op::Fp8 { format, relu, form } => {
                use crate::fp8::{pack2, unpack2};
                use dialects::ir::intrinsics::Fp8Form;
                let fmt = *format;
                let half = |b: u64| f64::from(crate::float::f16_to_f32(b as u16));
                let (a, da) = g(0)?;
                let (r, def) = match form {
                    Fp8Form::FromF32 => {
                        let (b, db) = g(1)?;
                        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
                        (pack2(fmt, x.into(), y.into(), *relu) as u64, da && db)
                    }
                    Fp8Form::FromF16x2 => {
                        let (lo, hi) = (half(a & 0xffff), half(a >> 16 & 0xffff));
                        (pack2(fmt, hi, lo, *relu) as u64, da)
                    }
                    Fp8Form::ToF16x2 => (unpack2(fmt, a as u16, *relu) as u64, da),
                };
                cx.put(0, r, def);
            }
            Op::Ue8m0 {
                form,
                rp,
                satfinite,
            } => {
                use crate::fp8::{ue8m0_from_bits32, ue8m0_to_bf16};
                use dialects::ir::intrinsics::Ue8m0Form;
                let code = |b: u64| u64::from(ue8m0_from_bits32(b as u32, *rp, *satfinite));
                let (a, da) = g(0)?;
                let (r, def) = match form {
                    Ue8m0Form::FromF32 => {
                        let (b, db) = g(1)?;
                        (code(a) << 8 | code(b), da && db)
                    }
                    Ue8m0Form::FromBf16x2 => {
                        (code(a & 0xffff_0000) << 8 | code((a & 0xffff) << 16), da)
                    }
                    Ue8m0Form::ToBf16x2 => (
                        u64::from(ue8m0_to_bf16((a >> 8) as u8)) << 16
                            | u64::from(ue8m0_to_bf16(a as u8)),
                        da,
                    ),
                };
                cx.put(0, r, def);
            }
            Op::IsSpace(space) => {
                let (a, d) = g(0)?;
                let inside = a != 0 && memory::resolve_generic(a).is_ok_and(|(s, _)| s == *space);
                cx.put(0, u64::from(inside), d);
            }
            Op::Cvta(space, to, bits) => {
                let (a, d) = g(0)?;
                let r = if !d {
                    0
                } else if *to {
                    memory::from_generic(*space, a)?
                } else {
                    memory::to_generic(*space, a)
                };
                cx.put(0, r & mask64(*bits), d);
            }
            _ => return self.exec_float(cx, site),
        }
        Ok(Flow::Next)
    }

    /// Float arithmetic and tests.
    fn exec_float(&self, cx: &mut Cx<'_, '_, '_>, site: u64) -> Result<Flow, Fault> {
        let di = cx.di;
        let s = &di.s;
        let g = |k: usize| cx.get(&s[k]);
        match &di.op {
            Op::FBin(op, ft, lanes, mode, ftz, sat) => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                let f = |x: u64, y: u64, _: u64| {
                    let r = ops::fbin(*op, *ft, x, y, *mode, *ftz);
                    if *sat {
                        ops::saturate(*ft, r)
                    } else {
                        r
                    }
                };
                cx.put(0, lanewise(*lanes, &f, a, b, 0), da && db);
            }
            Op::MixedArith {
                sub,
                mode,
                sat,
                bf16,
            } => {
                let ((a, da), (b, db)) = (g(0)?, g(1)?);
                let r = super::super::float::mixed_add32(
                    a as u16,
                    *bf16,
                    f32::from_bits(b as u32),
                    *sub,
                    *mode,
                    *sat,
                );
                cx.put(0, u64::from(r), da && db);
            }
            Op::FUn(op, ft, lanes, mode, ftz, _) => {
                let (a, da) = g(0)?;
                let f = |x: u64, _: u64, _: u64| ops::fun(*op, *ft, x, *mode, *ftz);
                cx.put(0, lanewise(*lanes, &f, a, 0, 0), da);
            }
            Op::Fma(ft, lanes, mode, ftz, sat, relu) => {
                let ((a, da), (b, db), (c, dc)) = (g(0)?, g(1)?, g(2)?);
                let f = |x: u64, y: u64, z: u64| {
                    let mut r = ops::fma(*ft, x, y, z, *mode, *ftz);
                    if *relu {
                        r = ops::relu(*ft, r);
                    }
                    if *sat {
                        r = ops::saturate(*ft, r);
                    }
                    r
                };
                cx.put(0, lanewise(*lanes, &f, a, b, c), da && db && dc);
            }
            Op::Testp(op, ft) => {
                let (a, d) = g(0)?;
                cx.put(0, ops::testp(*op, *ft, a) as u64, d);
            }
            Op::CpAsync {
                size,
                off,
                src_size,
            } => {
                let n = *size as usize;
                let (base, ok) = cx.get(&cx.di.s[0])?;
                if !ok {
                    return Err(undefined("the cp.async source address"));
                }
                let take = if *src_size {
                    (cx.need(1, "the cp.async source size")? as usize).min(n)
                } else {
                    n
                };
                let mut buf = vec![0u8; n];
                if take > 0 {
                    let src = Loc::Mem(AddrSpace::Global, base.wrapping_add(*off as u64));
                    cx.load(&src, &mut buf[..take], 1)?;
                }
                let dst = cx.locate(AddrSpace::Shared)?;
                cx.store(&dst, &buf, &vec![true; n], n as u64)?;
            }
            Op::StBulk(space) => {
                let n = cx.need(0, "the st.bulk size")?;
                let Loc::Mem(sp, a) = cx.locate(*space)? else {
                    return Err(Fault::unsupported("st.bulk on the parameter space"));
                };
                let t = cx.env.ids.linear;
                cx.env.mem.st_bulk(t, sp, a, n)?;
            }
            _ => return self.exec_memory_sync(cx, site),
        }
        Ok(Flow::Next)
    }

    /// Memory and barriers.
    fn exec_memory_sync(&self, cx: &mut Cx<'_, '_, '_>, site: u64) -> Result<Flow, Fault> {
        let di = cx.di;
        let s = &di.s;
        match &di.op {
            Op::Alloca(align) => {
                let size = cx.need(0, "the alloca size")?;
                if size > 1 << 24 {
                    return Err(Fault::unsupported(format!("alloca of {size} bytes")));
                }
                let a = cx.env.mem.local_alloc(cx.env.ids.linear, size, *align)?;
                cx.put(0, a, true);
            }
            Op::StackSave => cx.put(0, 0, true),
            Op::Ld(space, ty, n) => self.ld(cx, *space, *ty, *n)?,
            Op::St(space, ty, n) => self.st(cx, *space, *ty, *n)?,
            Op::Atom(space, kind, aty, lanes, _) => self.atom(cx, *space, *kind, *aty, *lanes)?,
            Op::Atom128(space, cas) => {
                let loc = cx.locate(*space)?;
                let mut buf = [0u8; 16];
                cx.load(&loc, &mut buf, 16)?;
                let half = |b: &[u8]| u64::from_le_bytes(b.try_into().unwrap_or([0; 8]));
                let old = (half(&buf[..8]), half(&buf[8..]));
                let k = 2 * usize::from(*cas);
                let new = (
                    cx.need(k, "the .b128 operand")?,
                    cx.need(k + 1, "the .b128 operand")?,
                );
                let swap = !*cas
                    || old
                        == (
                            cx.need(0, "the compared value")?,
                            cx.need(1, "the compared value")?,
                        );
                if swap {
                    let mut bytes = [0u8; 16];
                    bytes[..8].copy_from_slice(&new.0.to_le_bytes());
                    bytes[8..].copy_from_slice(&new.1.to_le_bytes());
                    cx.store(&loc, &bytes, &[true; 16], 16)?;
                }
                cx.put(0, old.0, true);
                cx.put(1, old.1, true);
            }
            Op::Bar(red, has_count) => {
                let id = cx.need(0, "the barrier id")? as u32;
                if id > 15 {
                    return Err(Fault::ub(format!("barrier id {id} is not in 0..=15")));
                }
                let count = if *has_count {
                    Some(cx.need(1, "the barrier thread count")? as u32)
                } else {
                    None
                };
                let pred = if *red != BarrierRed::None {
                    cx.need(s.len() - 1, "the barrier predicate")? & 1 == 1
                } else {
                    true
                };
                return Ok(Flow::Sync(Event::Barrier {
                    site,
                    op: BarrierOp {
                        id,
                        count,
                        red: *red,
                        pred,
                    },
                }));
            }
            _ => return self.exec_warp_branch(cx, site),
        }
        Ok(Flow::Next)
    }

    /// Warp operations and branches.
    fn exec_warp_branch(&self, cx: &mut Cx<'_, '_, '_>, site: u64) -> Result<Flow, Fault> {
        let di = cx.di;
        let s = &di.s;
        let g = |k: usize| cx.get(&s[k]);
        match &di.op {
            Op::WarpSync => {
                let mask = cx.need(0, "the member mask")? as u32;
                Ok(warp(site, mask, WarpKind::Sync))
            }
            Op::Shfl(mode, sync) => {
                // An undefined value is shuffled as its stale bits (only a
                // lane that reads it could observe it).
                let value = g(0)?.0 as u32;
                let b = cx.need(1, "the shfl lane operand")? as u32;
                let c = cx.need(2, "the shfl clamp operand")? as u32;
                let mask = if *sync {
                    cx.need(3, "the member mask")? as u32
                } else {
                    u32::MAX
                };
                let kind = WarpKind::Shfl {
                    mode: *mode,
                    value,
                    b,
                    c,
                };
                Ok(warp(site, mask, kind))
            }
            Op::Vote(mode, sync) => {
                let pred = cx.need(0, "the vote predicate")? & 1 == 1;
                let mask = if *sync {
                    cx.need(1, "the member mask")? as u32
                } else {
                    u32::MAX
                };
                Ok(warp(site, mask, WarpKind::Vote { mode: *mode, pred }))
            }
            Op::Match(all, _) => {
                let value = cx.need(0, "the match value")?;
                let mask = cx.need(1, "the member mask")? as u32;
                Ok(warp(site, mask, WarpKind::Match { all: *all, value }))
            }
            Op::Redux(op) => {
                let value = cx.need(0, "the redux value")? as u32;
                let mask = cx.need(1, "the member mask")? as u32;
                Ok(warp(site, mask, WarpKind::Redux { op: *op, value }))
            }
            Op::ActiveMask => Ok(warp(site, 0, WarpKind::ActiveMask)),
            Op::Tensor(TensorForm::WmmaLoad(a) | TensorForm::WmmaStore(a), space) => {
                wmma_access(cx, a, *space)?;
                Ok(Flow::Next)
            }
            Op::Tensor(form, space) => {
                let regs = match form {
                    TensorForm::Matrix(x) if !provides_row(x.count, cx.env.ids.lane) => vec![0; 4],
                    TensorForm::Matrix(_) => {
                        let loc = cx.locate(*space)?;
                        let mut buf = [0u8; 16];
                        cx.load(&loc, &mut buf, 16)?;
                        buf.chunks(4)
                            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                            .collect()
                    }
                    _ => (0..s.len())
                        .map(|k| g(k).map(|v| v.0 as u32))
                        .collect::<Result<_, _>>()?,
                };
                Ok(warp(site, u32::MAX, WarpKind::Tensor { form: *form, regs }))
            }
            Op::Bra(t) => Ok(Flow::Jump(*t)),
            Op::Brx(tbl) => {
                let i = cx.need(0, "the brx.idx index")?;
                let t = tbl.get(i as usize).ok_or_else(|| {
                    Fault::ub(format!(
                        "brx.idx index {i} outside its {} targets",
                        tbl.len()
                    ))
                })?;
                Ok(Flow::Jump(*t))
            }
            Op::Trap => Err(Fault::ub("trap executed")),
            Op::Call(_) | Op::Ret | Op::Exit => unreachable!("handled by the stepping loop"),
            _ => Err(Fault::unsupported("an instruction outside its family")),
        }
    }

    fn ld(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        space: AddrSpace,
        ty: ptx::PtxType,
        n: u8,
    ) -> Result<(), Fault> {
        let loc = cx.locate(space)?;
        let eb = ty.bytes() as usize;
        let mut buf = vec![0u8; eb * n as usize];
        cx.load(&loc, &mut buf, (eb * n as usize) as u64)?;
        for k in 0..n as usize {
            let mut w = [0u8; 8];
            w[..eb].copy_from_slice(&buf[k * eb..(k + 1) * eb]);
            let mut v = u64::from_le_bytes(w);
            if ty.is_signed() && cx.dst_bits(k) > ty.bits() {
                v = sext64(v, ty.bits()) as u64;
            }
            cx.put(k, v, true);
        }
        Ok(())
    }

    fn st(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        space: AddrSpace,
        ty: ptx::PtxType,
        n: u8,
    ) -> Result<(), Fault> {
        let loc = cx.locate(space)?;
        let eb = ty.bytes() as usize;
        let mut bytes = Vec::with_capacity(eb * n as usize);
        let mut init = Vec::with_capacity(eb * n as usize);
        for k in 0..n as usize {
            let (v, d) = cx.get(&cx.di.s[k])?;
            bytes.extend_from_slice(&v.to_le_bytes()[..eb]);
            init.extend(std::iter::repeat_n(d, eb));
        }
        cx.store(&loc, &bytes, &init, bytes.len() as u64)
    }

    fn atom(
        &self,
        cx: &mut Cx<'_, '_, '_>,
        space: AddrSpace,
        kind: AtomKind,
        aty: AtomicTy,
        lanes: u8,
    ) -> Result<(), Fault> {
        let loc = cx.locate(space)?;
        let eb = match aty {
            AtomicTy::Int(b) => b / 8,
            AtomicTy::F16 | AtomicTy::BF16 => 2 * lanes as u32,
            AtomicTy::F32 => 4,
            AtomicTy::F64 => 8,
        } as usize;
        let mut buf = [0u8; 8];
        cx.load(&loc, &mut buf[..eb], eb as u64)?;
        let old = u64::from_le_bytes(buf);
        let b = cx.need(0, "the atomic operand")?;
        let new = match kind {
            AtomKind::Cas => {
                let c = cx.need(1, "the atomic swap value")?;
                if old & mask64(8 * eb as u32) == b & mask64(8 * eb as u32) {
                    Some(c)
                } else {
                    None
                }
            }
            AtomKind::Rmw(op) if lanes == 2 => {
                let lo = atomic::apply(op, aty, old & 0xffff, b & 0xffff)?;
                let hi = atomic::apply(op, aty, old >> 16 & 0xffff, b >> 16 & 0xffff)?;
                Some(hi << 16 | lo)
            }
            AtomKind::Rmw(op) => Some(atomic::apply(op, aty, old, b)?),
        };
        if let Some(v) = new {
            let bytes = v.to_le_bytes();
            cx.store(&loc, &bytes[..eb], &[true; 8][..eb], eb as u64)?;
        }
        cx.put(0, old, true);
        Ok(())
    }

    /// A call: a new frame with the arguments bound.
    fn call(&self, t: &mut PThread, ci: &CallInfo, env: &mut Env<'_>) -> Result<(), Fault> {
        let depth = t.frames.len();
        let fr = t.frames.last_mut().expect("a running thread has a frame");
        let callee = match ci.target {
            Ok(f) => f,
            Err(src) => {
                let (v, d) = match src {
                    Src::Reg(r) => (fr.regs[r as usize], fr.def[r as usize]),
                    _ => (0, false),
                };
                if !d {
                    return Err(undefined("the call target"));
                }
                let f = v.wrapping_sub(FUNC_WINDOW);
                if f >= self.funcs.len() as u64 {
                    return Err(Fault::ub(format!(
                        "indirect call of {v:#x}, which is no function"
                    )));
                }
                f as u32
            }
        };
        let Some(code) = &self.funcs[callee as usize] else {
            let name = &self.m.funcs[callee as usize].name;
            let Some(dev) = DevFn::by_name(name) else {
                return Err(Fault::unsupported(format!(
                    "call of external function '{name}'"
                )));
            };
            return self.call_device_runtime(fr, ci, dev, env);
        };
        if depth >= MAX_CALL_DEPTH {
            return Err(Fault::unsupported(format!(
                "call stack deeper than {MAX_CALL_DEPTH} frames"
            )));
        }
        let name = &self.m.funcs[callee as usize].name;
        if ci.args.len() != code.params.len() || ci.rets.len() != code.rets.len() {
            return Err(Fault::new(
                ErrorKind::Malformed,
                format!(
                    "call of '{name}' with {} arguments and {} return values; it takes {} and {}",
                    ci.args.len(),
                    ci.rets.len(),
                    code.params.len(),
                    code.rets.len()
                ),
            ));
        }
        let mut nf = self.new_frame(callee, env.mem, env.ids.linear)?;
        for (a, p) in ci.args.iter().zip(&code.params) {
            match (a, p) {
                (CallArg::Slot(s), PKind::Slot(k)) => {
                    let size = code.slots[*k as usize] as usize;
                    nf.params[*k as usize] = fr.params[*s as usize].resized(size);
                }
                (CallArg::Val(src), PKind::Reg(r)) => {
                    let (v, d) = match *src {
                        Src::Reg(x) => (fr.regs[x as usize], fr.def[x as usize]),
                        Src::Imm(v) => (v, true),
                        _ => (0, false),
                    };
                    nf.regs[*r as usize] = v & mask64(code.reg_bits[*r as usize]);
                    nf.def[*r as usize] = d;
                }
                _ => {
                    return Err(Fault::new(
                        ErrorKind::Malformed,
                        format!("argument of '{name}' passed as .param where .reg is declared (or the reverse)"),
                    ))
                }
            }
        }
        nf.ret_to = ci.rets.clone();
        fr.pc += 1;
        t.frames.push(nf);
        Ok(())
    }

    /// Starts a snippet program's function for the thread of `env` with
    /// registers `set` (index, bits; undefined when `None`) and runs it
    /// to its end or to a barrier or warp-synchronous instruction
    /// ([`proceed_snippet`](Self::proceed_snippet)).
    pub(super) fn start_snippet(
        &self,
        set: &[(u32, Option<u64>)],
        get: &[u32],
        env: &mut Env<'_>,
    ) -> Result<SnippetRun, Fault> {
        let mut fr = self.new_frame(self.kernel as u32, env.mem, env.ids.linear)?;
        let bits = &self.func(fr.func).reg_bits;
        for &(r, v) in set {
            let r = r as usize;
            if let (Some(v), Some(&b)) = (v, bits.get(r)) {
                fr.regs[r] = v & mask64(b);
                fr.def[r] = true;
            }
        }
        let mark = fr.mark;
        let t = PThread {
            frames: vec![fr],
            mod_locals: Vec::new(),
            cc: false,
        };
        self.proceed_snippet(SnippetThread { t, mark }, get, env)
    }

    /// Runs a snippet thread on to the end of its code (its registers
    /// `get` then, `None` where undefined) or to the next barrier or
    /// warp-synchronous instruction, where it waits for
    /// [`GridProgram::resume`] on its `t`.
    pub(super) fn proceed_snippet(
        &self,
        mut st: SnippetThread,
        get: &[u32],
        env: &mut Env<'_>,
    ) -> Result<SnippetRun, Fault> {
        let ev = self.step_until_sync(&mut st.t, env);
        let ev = match ev {
            Ok(ev) => ev,
            Err(e) => {
                env.mem.local_release(env.ids.linear, st.mark);
                return Err(e);
            }
        };
        if !matches!(ev, Event::Exit) {
            return Ok(SnippetRun::Waiting(st, ev));
        }
        env.mem.local_release(env.ids.linear, st.mark);
        let Some(fr) = st.t.frames.first() else {
            return Err(Fault::unsupported("ret in inline asm"));
        };
        Ok(SnippetRun::Done(
            get.iter()
                .map(|&r| {
                    let r = r as usize;
                    fr.def.get(r).copied().unwrap_or(false).then(|| fr.regs[r])
                })
                .collect(),
        ))
    }

    /// A call of a device-runtime function ([`DevFn`]): its arguments are
    /// `.param` slots or registers, its one result (if any) goes to the
    /// first return slot or register.
    fn call_device_runtime(
        &self,
        fr: &mut PFrame,
        ci: &CallInfo,
        dev: DevFn,
        env: &mut Env<'_>,
    ) -> Result<(), Fault> {
        let mut args = Vec::with_capacity(ci.args.len());
        for a in &ci.args {
            let v = match a {
                CallArg::Slot(s) => {
                    let p = &fr.params[*s as usize];
                    let n = p.data.len().min(8);
                    if p.init[..n].iter().any(|&i| !i) {
                        return Err(undefined("an argument of a device-runtime call"));
                    }
                    let mut w = [0u8; 8];
                    w[..n].copy_from_slice(&p.data[..n]);
                    u64::from_le_bytes(w)
                }
                CallArg::Val(Src::Reg(x)) if fr.def[*x as usize] => fr.regs[*x as usize],
                CallArg::Val(Src::Imm(v)) => *v,
                _ => return Err(undefined("an argument of a device-runtime call")),
            };
            args.push(v);
        }
        let r = dev.call(env.mem, env.ids.linear, &args)?;
        if let (Some(v), Some(to)) = (r, ci.rets.first()) {
            match to {
                CallArg::Slot(s) => {
                    let p = &mut fr.params[*s as usize];
                    let n = p.data.len().min(8);
                    p.data[..n].copy_from_slice(&v.to_le_bytes()[..n]);
                    p.init[..n].iter_mut().for_each(|i| *i = true);
                }
                CallArg::Ret(Dst::Reg(d)) => {
                    let code = self.func(fr.func);
                    let d = *d as usize;
                    fr.regs[d] = v & mask64(code.reg_bits[d]);
                    fr.def[d] = true;
                }
                _ => {}
            }
        }
        fr.pc += 1;
        Ok(())
    }

    /// Returns from the current frame; true when the thread exits.
    fn ret(&self, t: &mut PThread, env: &mut Env<'_>) -> Result<bool, Fault> {
        let fr = t.frames.pop().expect("a running thread has a frame");
        env.mem.local_release(env.ids.linear, fr.mark);
        let Some(caller) = t.frames.last_mut() else {
            return Ok(true);
        };
        let code = self.func(fr.func);
        let ccode = self.func(caller.func);
        for (to, k) in fr.ret_to.iter().zip(&code.rets) {
            match (to, k) {
                (CallArg::Slot(s), PKind::Slot(k)) => {
                    let size = caller.params[*s as usize].data.len();
                    caller.params[*s as usize] = fr.params[*k as usize].resized(size);
                }
                (CallArg::Ret(Dst::Reg(d)), PKind::Reg(r)) => {
                    let d = *d as usize;
                    caller.regs[d] = fr.regs[*r as usize] & mask64(ccode.reg_bits[d]);
                    caller.def[d] = fr.def[*r as usize];
                }
                (CallArg::Ret(Dst::Sink), _) => {}
                _ => {
                    return Err(Fault::new(
                        ErrorKind::Malformed,
                        "return value passed as .param where .reg is declared (or the reverse)",
                    ))
                }
            }
        }
        Ok(false)
    }
}

impl GridProgram for PtxProgram<'_> {
    type Thread = PThread;

    fn kernel_name(&self) -> &str {
        &self.m.funcs[self.kernel].name
    }

    fn op_classes(&self) -> &[String] {
        &self.classes
    }

    fn spawn(&self, ids: &ThreadIds, mem: &mut Memory) -> Result<PThread, Fault> {
        let mut mod_locals = Vec::with_capacity(self.mod_locals.len());
        for &(size, align) in &self.mod_locals {
            mod_locals.push(mem.local_alloc(ids.linear, size, align)?);
        }
        let fr = self.new_frame(self.kernel as u32, mem, ids.linear)?;
        Ok(PThread {
            frames: vec![fr],
            mod_locals,
            cc: false,
        })
    }

    fn step_until_sync(&self, t: &mut PThread, env: &mut Env<'_>) -> Result<Event, Fault> {
        loop {
            let Some(fr) = t.frames.last_mut() else {
                return Ok(Event::Exit);
            };
            let code = self.func(fr.func);
            let Some(di) = code.code.get(fr.pc as usize) else {
                // An asm snippet ends with its registers in place.
                if self.snippet && t.frames.len() == 1 {
                    return Ok(Event::Exit);
                }
                // Running off the end of a function returns.
                if self.ret(t, env)? {
                    return Ok(Event::Exit);
                }
                continue;
            };
            if di.class != u32::MAX {
                env.tick(di.class as usize)?;
            }
            if let Some((p, neg)) = di.guard {
                if !fr.def[p as usize] {
                    return Err(undefined("the guard predicate"));
                }
                if (fr.regs[p as usize] & 1 == 1) == neg {
                    fr.pc += 1;
                    continue;
                }
            }
            match &di.op {
                Op::Call(ci) => {
                    self.call(t, ci, env)?;
                    continue;
                }
                Op::Ret => {
                    if self.ret(t, env)? {
                        return Ok(Event::Exit);
                    }
                    continue;
                }
                Op::Exit => return Ok(Event::Exit),
                _ => {}
            }
            let site = (fr.func as u64) << 32 | fr.pc as u64;
            let PThread {
                frames,
                mod_locals,
                cc,
            } = t;
            let fr = frames.last_mut().expect("checked above");
            let mut cx = Cx {
                code,
                fr,
                mod_locals,
                cc,
                env,
                di,
            };
            match self.exec(&mut cx, site)? {
                Flow::Next => cx.fr.pc += 1,
                Flow::Jump(pc) => cx.fr.pc = pc,
                Flow::Sync(ev) => return Ok(ev),
            }
        }
    }

    fn resume(&self, t: &mut PThread, result: SyncResult) {
        let Some(fr) = t.frames.last_mut() else {
            return;
        };
        let code = self.func(fr.func);
        let Some(di) = code.code.get(fr.pc as usize) else {
            return;
        };
        let mut put = |k: usize, v: u64| {
            if let Some(Dst::Reg(r)) = di.d.get(k) {
                let r = *r as usize;
                fr.regs[r] = v & mask64(code.reg_bits[r]);
                fr.def[r] = true;
            }
        };
        match (&di.op, result) {
            (Op::Bar(BarrierRed::Popc, _), SyncResult::Value(v)) => put(0, v),
            (Op::Bar(_, _), SyncResult::Value(v)) => put(0, (v != 0) as u64),
            (Op::Vote(mode, _), SyncResult::Value(v)) => {
                let ballot = *mode == super::super::grid::VoteMode::Ballot;
                put(0, if ballot { v } else { (v != 0) as u64 })
            }
            (_, SyncResult::Value(v)) => put(0, v),
            (_, SyncResult::Pair(v, p)) => {
                put(0, v);
                put(1, p as u64);
            }
            (_, SyncResult::None) => {}
            (_, SyncResult::Words(w)) => {
                for (k, v) in w.into_iter().enumerate() {
                    put(k, u64::from(v));
                }
            }
        }
        fr.pc += 1;
    }

    fn location(&self, t: &PThread) -> String {
        let Some(fr) = t.frames.last() else {
            return "(exited)".into();
        };
        let code = self.func(fr.func);
        match code.code.get(fr.pc as usize) {
            Some(di) => super::location(self.m, fr.func as usize, di.at),
            None => format!("end of {}", self.m.funcs[fr.func as usize].name),
        }
    }
}
