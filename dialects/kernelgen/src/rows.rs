//! A thread's walk over consecutive elements of an input buffer, as code
//! that gives each thread a row writes it: `for (i = 0; i < t; ++i) acc =
//! acc op x[row + i]`, bottom-tested behind `t > 0`, the counter `nsw`.
//! It is the shape the loop vectorizer widens. The row's start and the
//! count come from values that vary by thread, so rows start at every
//! alignment; `row` and `t` are each below half the buffer, so `row + t`
//! stays inside it.

use super::state::Gen;
use dialects::ir::*;

impl Gen<'_> {
    /// Whether some input buffer holds rows to walk.
    pub(crate) fn has_row_input(&self) -> bool {
        self.inputs.iter().any(|i| row_elem(i.elem) && i.len >= 8)
    }

    /// The walk; its result joins the pool after the loop.
    pub(crate) fn row_loop(&mut self) {
        self.feat.loops += 1;
        self.feat.row_loops += 1;
        let cands: Vec<usize> = (0..self.inputs.len())
            .filter(|&k| row_elem(self.inputs[k].elem) && self.inputs[k].len >= 8)
            .collect();
        let k = self.rng.pick(&cands);
        let (base, elem, len) = (self.inputs[k].base, self.inputs[k].elem, self.inputs[k].len);
        let size = elem.store_size();
        let half = self.iconst(ty::I32, (len / 2 - 1) as i128);
        let x = self.operand(ty::I32, 1);
        let row = self.bin_quiet(Opcode::And, x, half);
        let y = self.operand(ty::I32, 1);
        let t = self.bin_quiet(Opcode::And, y, half);
        let init = self.operand(elem, 1);
        let zero = self.iconst(ty::I32, 0);
        let go = self.icmp(IntPred::Sgt, t, zero);

        let (header, hp) = self.b().create_block_with_params(&[ty::I32, elem]);
        let (exit, xp) = self.b().create_block_with_params(&[elem]);
        self.b()
            .condbr(go, (header, &[zero, init]), (exit, &[init]));
        self.cur = header;
        let (i, acc) = (hp[0], hp[1]);
        self.uniform[i] = false;
        self.uniform[acc] = false;
        let idx = self.emit_quiet(Opcode::Add, &[row, i], Attrs::Int(IntFlags::NSW), ty::I32);
        let off = self.elem_offset(idx, size);
        let p = self.ptradd(base, off);
        let mem = MemAttrs {
            align: size as u32,
            ..MemAttrs::default()
        };
        self.feat.loads += 1;
        let v = self.emit_quiet(Opcode::Load, &[p], Attrs::Mem(mem), elem);
        self.uniform[v] = false;
        let op = if elem.is_float() {
            self.rng.pick(&[Opcode::FAdd, Opcode::FMul, Opcode::FSub])
        } else {
            self.rng
                .pick(&[Opcode::Add, Opcode::Xor, Opcode::Or, Opcode::Mul])
        };
        let acc2 = self.op(op, &[acc, v], elem);
        let one = self.iconst(ty::I32, 1);
        let i2 = self.emit_quiet(Opcode::Add, &[i, one], Attrs::Int(IntFlags::NSW), ty::I32);
        let more = self.icmp(IntPred::Slt, i2, t);
        self.b()
            .condbr(more, (header, &[i2, acc2]), (exit, &[acc2]));
        self.cur = exit;
        self.uniform[xp[0]] = false;
        self.keep(xp[0]);
    }
}

/// Element types a row walk reads: integers and floats of 1 to 8 bytes.
fn row_elem(t: Type) -> bool {
    matches!(t, Type::Int(8 | 16 | 32 | 64) | Type::F32 | Type::F64)
}
