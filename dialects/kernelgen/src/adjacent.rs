//! Adjacent scalar accesses, as code written field by field produces them:
//! the fields of an aligned struct or the lanes of a `float4`/`int2` read
//! one by one (sometimes not all, sometimes out of order), lane-wise
//! arithmetic on them (half pairs included), reductions over the lanes,
//! and per-thread output records written field by field.
//!
//! Invariants: a record of `lanes` elements starts at an element index
//! that is a multiple of `lanes` (`x & (len - lanes)`: lengths are powers
//! of two, at least `lanes`); its lane-0 access carries the record's
//! alignment (`size * lanes`, buffers being 256-byte aligned), as a front
//! end writes for an aligned struct, the others their natural alignment,
//! so the only alignment a packer may rely on is what these say; output
//! record `r` of thread `gid` is elements `(r * nthreads + gid) * lanes`
//! onwards of its own buffer, written by that thread only.

use super::state::Gen;
use dialects::ir::*;

impl Gen<'_> {
    /// Whether some input buffer can be read as records.
    pub(crate) fn has_record_input(&self) -> bool {
        self.inputs
            .iter()
            .any(|i| matches!(i.elem.store_size(), 1 | 2 | 4 | 8) && i.len >= 4)
    }

    /// Loads of one record's fields, then a reduction over them, lane-wise
    /// operations, or the fields kept; maybe stored as an output record.
    pub(crate) fn adjacent_stmt(&mut self) {
        self.feat.adjacent += 1;
        let cands: Vec<usize> = (0..self.inputs.len())
            .filter(|&k| {
                matches!(self.inputs[k].elem.store_size(), 1 | 2 | 4 | 8) && self.inputs[k].len >= 4
            })
            .collect();
        let k = self.rng.pick(&cands);
        let (base, elem, len) = (self.inputs[k].base, self.inputs[k].elem, self.inputs[k].len);
        let size = elem.store_size();
        let lanes: u64 = if size == 8 || self.rng.chance(40) {
            2
        } else {
            4
        };

        let x = self.operand(ty::I32, 1);
        let m = self.iconst(ty::I32, (len - lanes) as i128);
        let idx = self.bin_quiet(Opcode::And, x, m);
        let off = self.elem_offset(idx, size);
        let rec = self.ptradd(base, off);
        // A field nobody reads (a .v4 may still cover it), and the order
        // the fields are read in.
        let skip = (lanes == 4 && self.rng.chance(25)).then(|| self.rng.below(4));
        let mut order: Vec<u64> = (0..lanes).collect();
        if self.rng.chance(30) {
            order.reverse();
        }
        let mut vals: Vec<Option<Value>> = vec![None; lanes as usize];
        for &l in &order {
            if Some(l) == skip {
                continue;
            }
            vals[l as usize] = Some(self.field_load(rec, elem, l, lanes));
        }
        let got: Vec<Value> = vals.iter().flatten().copied().collect();
        // Records of halves lean to lane-wise arithmetic (`__hadd2` code).
        let half = elem.is_float() && size == 2;
        let case = if half && self.rng.chance(40) {
            1
        } else {
            self.rng.below(3)
        };
        match case {
            0 => {
                // A reduction over the lanes (sum, product or bit mix).
                let op = if elem.is_float() {
                    self.rng.pick(&[Opcode::FAdd, Opcode::FMul])
                } else {
                    self.rng
                        .pick(&[Opcode::Add, Opcode::Xor, Opcode::And, Opcode::Or])
                };
                let mut acc = got[0];
                for &v in &got[1..] {
                    acc = self.op(op, &[acc, v], elem);
                }
                self.keep(acc);
            }
            1 => {
                // Lane-wise with one scalar (half pairs: `__hadd2`-style).
                let s = self.operand(elem, 1);
                let op = if elem.is_float() {
                    self.rng.pick(&[Opcode::FAdd, Opcode::FSub, Opcode::FMul])
                } else {
                    self.rng.pick(&[Opcode::Add, Opcode::Sub, Opcode::Mul])
                };
                let mut outs: Vec<Value> =
                    got.iter().map(|&v| self.op(op, &[v, s], elem)).collect();
                // Sometimes a second lane-wise operation with the field
                // itself (`(v * s) + v`): a tree of two operations over one
                // gathered scalar, which packs for half pairs.
                if elem.is_float() && self.rng.chance(if half { 70 } else { 50 }) {
                    let op2 = self.rng.pick(&[Opcode::FAdd, Opcode::FSub, Opcode::FMul]);
                    for (o, &v) in outs.iter_mut().zip(&got) {
                        *o = self.op(op2, &[*o, v], elem);
                    }
                }
                if outs.len() == lanes as usize && self.rng.chance(60) {
                    self.observe_record(&outs);
                } else {
                    outs.into_iter().for_each(|v| {
                        self.keep(v);
                    });
                }
            }
            _ => {
                if got.len() == lanes as usize && self.rng.chance(50) {
                    let mut rec = got.clone();
                    if self.rng.chance(30) {
                        rec.reverse();
                    }
                    self.observe_record(&rec);
                } else {
                    got.into_iter().for_each(|v| {
                        self.keep(v);
                    });
                }
            }
        }
    }

    /// Field `l` of the record at `rec`.
    fn field_load(&mut self, rec: Value, elem: Type, l: u64, lanes: u64) -> Value {
        let (p, mem) = self.field(rec, elem, l, lanes);
        self.feat.loads += 1;
        let v = self.emit_quiet(Opcode::Load, &[p], Attrs::Mem(mem), elem);
        self.uniform[v] = false;
        v
    }

    /// The address of field `l` of a record of `lanes` elements at `rec`,
    /// and the access's attributes: lane 0 carries the record's alignment.
    fn field(&mut self, rec: Value, elem: Type, l: u64, lanes: u64) -> (Value, MemAttrs) {
        let size = elem.store_size();
        let p = if l == 0 {
            rec
        } else {
            let c = self.iconst(ty::I64, (l * size) as i128);
            self.ptradd(rec, c)
        };
        let align = if l == 0 { size * lanes } else { size };
        let mem = MemAttrs {
            align: align as u32,
            ..MemAttrs::default()
        };
        (p, mem)
    }

    /// Stores `vals` (one type, two or four of them) as this thread's next
    /// record of the matching output buffer, field by field.
    pub(crate) fn observe_record(&mut self, vals: &[Value]) {
        vals.iter().for_each(|&v| self.pool.mark_used(v));
        let elem = self.ty(vals[0]);
        let lanes = vals.len() as u64;
        let o = self.record_output(elem, lanes);
        let r = self.outputs[o].slots;
        self.outputs[o].slots += 1;
        let (gid, nt) = (self.sr.gid, self.sr.nt);
        let rk = self.iconst(ty::I32, r as i128);
        let row = self.bin_quiet(Opcode::Mul, nt, rk);
        let idx = self.bin_quiet(Opcode::Add, row, gid);
        let size = elem.store_size();
        let off = self.elem_offset(idx, size * lanes);
        let base = self.outputs[o].base;
        let rec = self.ptradd(base, off);
        for (l, &v) in vals.iter().enumerate() {
            let (p, mem) = self.field(rec, elem, l as u64, lanes);
            self.feat.stores += 1;
            self.b().store(v, p, mem);
        }
    }

    /// The record output buffer of `lanes` elements of `t`, created on first
    /// use.
    fn record_output(&mut self, t: Type, lanes: u64) -> usize {
        if let Some(k) = self
            .outputs
            .iter()
            .position(|o| o.elem == t && o.lanes == lanes)
        {
            return k;
        }
        let name = match t {
            Type::Int(w) => format!("rec{lanes}_i{w}"),
            _ => format!("rec{lanes}_{}", super::arith::fname(t)),
        };
        self.new_output(t, lanes, name)
    }
}
