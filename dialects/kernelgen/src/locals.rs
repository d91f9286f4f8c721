//! Per-thread local arrays, as `int tmp[8]` in CUDA: a static `alloca` in
//! the entry block, filled completely, then updated and read at computed
//! indices.
//!
//! Invariants: every `alloca` sits at the top of the entry block with a
//! constant count (a static stack slot, never a dynamic allocation); a
//! local-array statement stores every element, in straight-line code,
//! before it loads any, so no load sees an uninitialized element; indices
//! are constants below the length or `x & (len - 1)` (lengths are powers
//! of two); the array's address never reaches the value pool.

use super::state::Gen;
use dialects::ir::*;

impl Gen<'_> {
    /// A static stack slot of `count` elements of `elem`, at the top of the
    /// entry block.
    fn entry_alloca(&mut self, elem: Type, count: u64) -> Value {
        let (entry, at) = (self.entry, self.entry_top);
        let mut b = FuncBuilder::new(&mut self.body);
        b.at(entry, at);
        let n = b.iconst(ty::I32, count as u128);
        let slot = b.alloca(elem, n, elem.store_size() as u32);
        self.entry_top += 2;
        self.uniform[n] = true;
        self.pool.mark_used(n);
        slot
    }

    /// An index below `len` (a power of two).
    pub(crate) fn masked_index(&mut self, len: u64) -> Value {
        if self.rng.chance(30) {
            let k = self.rng.below(len) as i128;
            return self.iconst(ty::I32, k);
        }
        let x = self.operand(ty::I32, 1);
        let m = self.iconst(ty::I32, len as i128 - 1);
        self.bin_quiet(Opcode::And, x, m)
    }

    /// Fill a local array, maybe update one element, read one or two.
    pub(crate) fn local_array(&mut self) {
        self.feat.local_arrays += 1;
        let f = self.cfg.floats as u32;
        let elem = self.rng.weighted(&[
            (4, ty::I32),
            (3 * f, Type::F32),
            (2, ty::I64),
            (f, Type::F64),
            (1, ty::I16),
        ]);
        let len = self.rng.pick(&[2u64, 4, 8]);
        let size = elem.store_size();
        let slot = self.entry_alloca(elem, len);
        // clang addresses locals through generic pointers.
        let base = if self.rng.chance(50) {
            self.cast_quiet(Opcode::AddrSpaceCast, slot, Type::Ptr(0))
        } else {
            slot
        };
        let mem = MemAttrs {
            align: size as u32,
            ..MemAttrs::default()
        };
        for k in 0..len {
            let v = self.operand(elem, 1);
            let p = if k == 0 {
                base
            } else {
                let off = self.iconst(ty::I64, (k * size) as i128);
                self.ptradd(base, off)
            };
            self.pool.mark_used(v);
            self.b().store(v, p, mem);
        }
        let elem_ptr = |g: &mut Self| {
            let idx = g.masked_index(len);
            let off = g.elem_offset(idx, size);
            g.ptradd(base, off)
        };
        if self.rng.chance(50) {
            let v = self.operand(elem, 1);
            let p = elem_ptr(self);
            self.pool.mark_used(v);
            self.b().store(v, p, mem);
        }
        for _ in 0..self.rng.range(1, 2) {
            let p = elem_ptr(self);
            let x = self.emit_quiet(Opcode::Load, &[p], Attrs::Mem(mem), elem);
            self.uniform[x] = false;
            self.keep(x);
        }
    }
}
