//! Memory: loads from input buffers, stores to output slots, the digests
//! that make unused values observable, and shared-memory phases.
//!
//! Invariants:
//!
//! - every address is `base + idx * size` (`ptradd inbounds`, offsets in
//!   `i64`, `i32` indices sign- or zero-extended first) with `idx` proven
//!   in bounds: masked with `& (len - 1)` (lengths are powers of two),
//!   reduced with `urem len`, or a thread id smaller than the length;
//! - each thread stores only to its own slots (`k * nthreads + gid`) of
//!   the output buffers, which are never read;
//! - a shared phase (only in uniform control flow) is: optionally a
//!   barrier, a store to the thread's own slot `tid`, a barrier, loads of
//!   slots of the same block (all written in this phase), a barrier; so
//!   no thread reads a slot before its owner wrote it, and no thread
//!   overwrites a slot before every reader is done with it.

use super::arith::fname;
use super::state::{Gen, Output, ParamKind, SharedArr};
use dialects::ir::*;

impl Gen<'_> {
    /// The byte offset (`i64`) of element `idx` (an in-bounds,
    /// non-negative `i32` or `i64`) of a buffer of `size`-byte elements.
    pub(crate) fn elem_offset(&mut self, idx: Value, size: u64) -> Value {
        let idx = if self.ty(idx) == ty::I64 {
            idx
        } else if self.rng.chance(70) {
            self.cast_quiet(Opcode::SExt, idx, ty::I64)
        } else {
            self.cast_quiet(Opcode::ZExt, idx, ty::I64)
        };
        if size == 1 {
            return idx;
        }
        if self.rng.chance(70) {
            // `idx * size` cannot overflow: idx is a small index.
            let s = self.iconst(ty::I64, size as i128);
            self.emit_quiet(Opcode::Mul, &[idx, s], Attrs::Int(IntFlags::NSW), ty::I64)
        } else {
            let s = self.iconst(ty::I64, size.trailing_zeros() as i128);
            self.bin_quiet(Opcode::Shl, idx, s)
        }
    }

    /// `base + off`, in bounds.
    pub(crate) fn ptradd(&mut self, base: Value, off: Value) -> Value {
        let t = self.ty(base);
        self.emit_quiet(
            Opcode::PtrAdd,
            &[base, off],
            Attrs::Int(IntFlags::INBOUNDS),
            t,
        )
    }

    /// Whether some input buffer holds elements of `t`.
    pub(crate) fn has_input(&self, t: Type) -> bool {
        self.inputs.iter().any(|i| i.elem == t)
    }

    /// A load of an element of type `t` from a random input buffer of that
    /// type (one must exist).
    pub(crate) fn load_input_of(&mut self, t: Type, d: u32) -> Value {
        let cands: Vec<usize> = (0..self.inputs.len())
            .filter(|&k| self.inputs[k].elem == t)
            .collect();
        let k = self.rng.pick(&cands);
        self.load_input(k, d)
    }

    /// A load from input buffer `k` at an index derived from available
    /// values, in bounds for any of their values.
    pub(crate) fn load_input(&mut self, k: usize, d: u32) -> Value {
        let (base, elem, len) = (self.inputs[k].base, self.inputs[k].elem, self.inputs[k].len);
        let size = elem.store_size();
        let threads = self.launch.threads() as u64;
        let block = self.launch.block as u64;
        let gid_ok = (threads <= len) as u32;
        let tid_ok = (block <= len) as u32;
        let how = self.rng.weighted(&[
            (4, 0u8),
            (2, 1),
            (3 * gid_ok, 2),
            (2 * tid_ok, 3),
            (2, 4),
            (2, 5),
        ]);
        let mut extra = 0u64;
        let idx = match how {
            0 => {
                let x = self.operand(ty::I32, d);
                let m = self.iconst(ty::I32, len as i128 - 1);
                self.bin_quiet(Opcode::And, x, m)
            }
            1 => {
                let x = self.operand(ty::I32, d);
                let m = self.iconst(ty::I32, len as i128);
                self.bin(Opcode::URem, x, m)
            }
            2 => self.sr.gid,
            3 => self.sr.tid,
            4 => {
                let x = self.operand(ty::I64, d);
                let m = self.iconst(ty::I64, len as i128 - 1);
                self.bin_quiet(Opcode::And, x, m)
            }
            _ => {
                // A masked index plus a constant element offset folded into
                // a second ptradd (an `[reg+imm]` address).
                let half = len / 2;
                extra = self.rng.below(half);
                let x = self.operand(ty::I32, d);
                let m = self.iconst(ty::I32, half as i128 - 1);
                self.bin_quiet(Opcode::And, x, m)
            }
        };
        let off = self.elem_offset(idx, size);
        let mut p = if self.rng.chance(5) {
            // Address arithmetic through integers.
            let pt = self.ty(base);
            let a = self.cast_quiet(Opcode::PtrToInt, base, ty::I64);
            let s = self.bin_quiet(Opcode::Add, a, off);
            self.cast_quiet(Opcode::IntToPtr, s, pt)
        } else {
            self.ptradd(base, off)
        };
        if extra > 0 {
            let c = self.iconst(ty::I64, (extra * size) as i128);
            p = self.ptradd(p, c);
        }
        let mem = MemAttrs {
            align: size as u32,
            invariant: self.rng.chance(10),
            ..MemAttrs::default()
        };
        self.feat.loads += 1;
        let v = self.emit_quiet(Opcode::Load, &[p], Attrs::Mem(mem), elem);
        self.uniform[v] = false;
        v
    }

    /// The output buffer of element type `t`, created (as a new kernel
    /// parameter) on first use.
    fn output_for(&mut self, t: Type) -> usize {
        if let Some(k) = self
            .outputs
            .iter()
            .position(|o| o.elem == t && o.lanes == 1)
        {
            return k;
        }
        let name = match t {
            Type::Int(w) => format!("out_i{w}"),
            _ => format!("out_{}", fname(t)),
        };
        self.new_output(t, 1, name)
    }

    /// A new write-only output buffer parameter of `lanes`-element slots of
    /// `t`.
    pub(crate) fn new_output(&mut self, t: Type, lanes: u64, name: String) -> usize {
        let k = self.outputs.len();
        let pty = self.buffer_ptr_type();
        let attrs = ParamAttrs {
            noalias: true,
            writeonly: true,
            nocapture: true,
            ..ParamAttrs::default()
        };
        let base = self.add_param(pty, name, attrs, ParamKind::Output(k));
        self.outputs.push(Output {
            base,
            elem: t,
            slots: 0,
            lanes,
        });
        k
    }

    /// Stores `v` to a fresh output slot of this thread (`i1` mostly
    /// widened to `i8` first, as front ends store `bool`).
    pub(crate) fn observe(&mut self, v: Value) {
        self.pool.mark_used(v);
        if let Some(dev) = &self.device {
            // In a device function: the next i64 slot of the caller's slab.
            let (slab, slot) = (dev.slab, dev.slots);
            let x = self.bits_as_i64(v);
            let off = self.iconst(ty::I64, slot as i128 * 8);
            let p = self.ptradd(slab, off);
            let mem = MemAttrs {
                align: 8,
                ..MemAttrs::default()
            };
            self.feat.stores += 1;
            self.b().store(x, p, mem);
            if let Some(d) = self.device.as_mut() {
                d.slots += 1;
            }
            return;
        }
        let mut v = v;
        if self.ty(v) == ty::I1 && self.rng.chance(75) {
            v = self.cast_quiet(Opcode::ZExt, v, ty::I8);
        }
        let t = self.ty(v);
        let o = self.output_for(t);
        let slot = self.outputs[o].slots;
        self.outputs[o].slots += 1;
        let (gid, nt) = (self.sr.gid, self.sr.nt);
        let idx = if slot == 0 {
            gid
        } else {
            let k = self.iconst(ty::I32, slot as i128);
            let row = if self.rng.chance(50) {
                self.bin_quiet(Opcode::Mul, nt, k)
            } else {
                self.bin_quiet(Opcode::Mul, k, nt)
            };
            self.bin_quiet(Opcode::Add, row, gid)
        };
        let size = t.store_size();
        let off = self.elem_offset(idx, size);
        let mut base = self.outputs[o].base;
        if self.ty(base) == Type::Ptr(0) && self.rng.chance(30) {
            base = self.cast_quiet(Opcode::AddrSpaceCast, base, Type::Ptr(1));
        }
        let p = self.ptradd(base, off);
        let mem = MemAttrs {
            align: size as u32,
            ..MemAttrs::default()
        };
        self.feat.stores += 1;
        self.b().store(v, p, mem);
    }

    /// Makes `vals` observable: each is stored, or folded into a 64-bit
    /// digest that is stored.
    pub(crate) fn flush(&mut self, vals: Vec<Value>) {
        let mut acc: Option<Value> = None;
        for v in vals {
            if self.rng.chance(55) {
                self.observe(v);
                continue;
            }
            let x = self.bits_as_i64(v);
            acc = Some(match acc {
                None => x,
                Some(a) => {
                    let m = self.iconst(ty::I64, 0x0100_0000_01b3);
                    let am = self.bin_quiet(Opcode::Mul, a, m);
                    self.bin_quiet(Opcode::Xor, am, x)
                }
            });
        }
        if let Some(a) = acc {
            self.observe(a);
        }
    }

    /// The bits of `v` as an `i64` (floats bitcast, integers extended).
    fn bits_as_i64(&mut self, v: Value) -> Value {
        match self.ty(v) {
            Type::Int(64) => v,
            Type::Int(_) => {
                let op = if self.rng.chance(50) {
                    Opcode::ZExt
                } else {
                    Opcode::SExt
                };
                self.cast_quiet(op, v, ty::I64)
            }
            t @ (Type::F16 | Type::F32) => {
                let b = self.cast_quiet(Opcode::Bitcast, v, Type::Int(t.bits() as u16));
                self.cast_quiet(Opcode::ZExt, b, ty::I64)
            }
            _ => self.cast_quiet(Opcode::Bitcast, v, ty::I64),
        }
    }

    // ------------------------------------------------------------ shared

    /// A shared array of `[block x elem]`, new or reused.
    fn shared_array(&mut self) -> usize {
        if !self.shared.is_empty() && (self.shared.len() >= 2 || self.rng.chance(70)) {
            return self.rng.below(self.shared.len() as u64) as usize;
        }
        let f = self.cfg.floats as u32;
        let elem = self.rng.weighted(&[
            (4, ty::I32),
            (4 * f, Type::F32),
            (1, ty::I64),
            (f, Type::F64),
        ]);
        let k = self.shared.len();
        let global = self.globals.push(Global {
            name: format!("smem{k}"),
            ty: Type::array(elem, self.launch.block as u64),
            addrspace: 3,
            linkage: Linkage::Internal,
            is_const: false,
            init: Some(Const::Undef),
            align: elem.store_size() as u32,
            externally_initialized: false,
        });
        self.shared.push(SharedArr { global, elem });
        k
    }

    /// One shared-memory exchange: write own slot, barrier, read other
    /// threads' slots, barrier.
    pub(crate) fn shared_phase(&mut self) {
        self.feat.shared_phases += 1;
        let k = self.shared_array();
        let (global, elem) = (self.shared[k].global, self.shared[k].elem);
        let size = elem.store_size();
        let mut base = self.b().addr(Symbol::Global(global), Type::Ptr(3));
        self.uniform[base] = true;
        if self.rng.chance(50) {
            // clang's view: a generic pointer to the shared array.
            base = self.cast_quiet(Opcode::AddrSpaceCast, base, Type::Ptr(0));
        }
        if self.rng.chance(25) {
            self.barrier();
        }
        let v = self.operand(elem, 1);
        let tid = self.sr.tid;
        let own_off = self.elem_offset(tid, size);
        let own = self.ptradd(base, own_off);
        let mem = MemAttrs {
            align: size as u32,
            ..MemAttrs::default()
        };
        self.pool.mark_used(v);
        self.b().store(v, own, mem);
        self.barrier();
        let block = self.launch.block as i128;
        for _ in 0..self.rng.range(1, 2) {
            let idx = match self.rng.below(4) {
                0 if block.count_ones() == 1 => {
                    let dist = self.rng.range(1, block as u64 - 1) as i128;
                    let dc = self.iconst(ty::I32, dist);
                    let s = self.bin_quiet(Opcode::Add, tid, dc);
                    let m = self.iconst(ty::I32, block - 1);
                    self.bin_quiet(Opcode::And, s, m)
                }
                0 | 1 => {
                    let dist = self.rng.range(1, block as u64 - 1) as i128;
                    let dc = self.iconst(ty::I32, dist);
                    let s = self.bin_quiet(Opcode::Add, tid, dc);
                    let ntid = self.sr.ntid;
                    self.bin(Opcode::URem, s, ntid)
                }
                2 => {
                    // Reversed: ntid - 1 - tid.
                    let ntid = self.sr.ntid;
                    let one = self.iconst(ty::I32, 1);
                    let last = self.bin_quiet(Opcode::Sub, ntid, one);
                    self.bin_quiet(Opcode::Sub, last, tid)
                }
                _ => {
                    // The partner in a butterfly (blocks have even sizes).
                    let bit = 1 << self.rng.below(5);
                    let m = self.iconst(ty::I32, bit);
                    self.bin_quiet(Opcode::Xor, tid, m)
                }
            };
            let off = self.elem_offset(idx, size);
            let p = self.ptradd(base, off);
            let x = self.emit_quiet(Opcode::Load, &[p], Attrs::Mem(mem), elem);
            self.uniform[x] = false;
            self.keep(x);
        }
        self.barrier();
    }
}
