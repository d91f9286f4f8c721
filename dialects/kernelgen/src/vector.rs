//! Short vectors, as `float4`/`int2` code produces them: vector loads from
//! input buffers, lane shuffles, lane inserts, lane-wise arithmetic and
//! lane extracts back to scalars.
//!
//! Invariants: a vector load of `lanes` elements starts at an index that is
//! a multiple of `lanes` and at most `len - lanes` (`x & (len - lanes)`,
//! both powers of two), aligned to the vector's size (buffers are aligned
//! to 256 bytes), so it is in bounds and naturally aligned; vectors are at
//! most 16 bytes; every lane of every vector is defined (shuffle masks
//! never use `-1`, inserts go into a defined vector); lane indices are
//! constants below `lanes` or `x & (lanes - 1)`; only scalars extracted
//! from vectors reach the pool, so nothing else sees a vector type.

use super::state::Gen;
use dialects::ir::*;

impl Gen<'_> {
    /// Whether some input buffer can be read as vectors.
    pub(crate) fn has_vector_input(&self) -> bool {
        self.inputs.iter().any(|i| i.elem != ty::I8)
    }

    /// A vector load, maybe combined with a shuffle, an insert and a
    /// lane-wise operation, and one or two lanes extracted into the pool.
    pub(crate) fn vector_stmt(&mut self) {
        self.feat.vectors += 1;
        let cands: Vec<usize> = (0..self.inputs.len())
            .filter(|&k| self.inputs[k].elem != ty::I8)
            .collect();
        let k = self.rng.pick(&cands);
        let (base, elem, len) = (self.inputs[k].base, self.inputs[k].elem, self.inputs[k].len);
        let size = elem.store_size();
        let lanes: u64 = if size == 8 || self.rng.chance(50) {
            2
        } else {
            4
        };
        let vt = Type::vector(elem, lanes as u32);

        // Load at a lane-aligned, in-bounds index.
        let x = self.operand(ty::I32, 1);
        let m = self.iconst(ty::I32, (len - lanes) as i128);
        let idx = self.bin_quiet(Opcode::And, x, m);
        let idx = self.cast_quiet(Opcode::SExt, idx, ty::I64);
        let s = self.iconst(ty::I64, size as i128);
        let off = self.emit_quiet(Opcode::Mul, &[idx, s], Attrs::Int(IntFlags::NSW), ty::I64);
        let t = self.ty(base);
        let p = self.emit_quiet(
            Opcode::PtrAdd,
            &[base, off],
            Attrs::Int(IntFlags::INBOUNDS),
            t,
        );
        let mem = MemAttrs {
            align: (size * lanes) as u32,
            ..MemAttrs::default()
        };
        self.feat.loads += 1;
        let mut v = self.emit_quiet(Opcode::Load, &[p], Attrs::Mem(mem), vt);
        self.uniform[v] = false;

        if self.rng.chance(40) {
            // Permute (or broadcast) lanes of one vector.
            let mask: Vec<i32> = (0..lanes).map(|_| self.rng.below(lanes) as i32).collect();
            v = self.emit(Opcode::ShuffleVector, &[v, v], Attrs::Shuffle(mask), vt);
        }
        if self.rng.chance(40) {
            let s = self.operand(elem, 1);
            let lane = self.lane_index(lanes);
            v = self.emit(Opcode::InsertElement, &[v, s, lane], Attrs::None, vt);
        }
        if self.rng.chance(50) {
            // A lane-wise operation with a vector of one repeated scalar.
            let s = self.operand(elem, 1);
            let z = self.iconst(ty::I32, 0);
            let one = self.emit(Opcode::InsertElement, &[v, s, z], Attrs::None, vt);
            let splat = self.emit(
                Opcode::ShuffleVector,
                &[one, one],
                Attrs::Shuffle(vec![0; lanes as usize]),
                vt,
            );
            let op = if elem.is_float() {
                self.rng.pick(&[Opcode::FAdd, Opcode::FSub, Opcode::FMul])
            } else {
                self.rng.pick(&[
                    Opcode::Add,
                    Opcode::Sub,
                    Opcode::Mul,
                    Opcode::And,
                    Opcode::Xor,
                ])
            };
            let args = if self.rng.chance(50) {
                [v, splat]
            } else {
                [splat, v]
            };
            v = self.op(op, &args, vt);
        }
        for _ in 0..self.rng.range(1, 2) {
            let lane = self.lane_index(lanes);
            let e = self.emit(Opcode::ExtractElement, &[v, lane], Attrs::None, elem);
            self.keep(e);
        }
    }

    /// A lane index below `lanes`: a constant, or a masked value.
    fn lane_index(&mut self, lanes: u64) -> Value {
        let t = if self.rng.chance(70) {
            ty::I32
        } else {
            ty::I64
        };
        if self.rng.chance(75) {
            let l = self.rng.below(lanes) as i128;
            self.iconst(t, l)
        } else {
            let x = self.operand(t, 1);
            let m = self.iconst(t, lanes as i128 - 1);
            self.bin_quiet(Opcode::And, x, m)
        }
    }
}
