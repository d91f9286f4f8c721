//! Atomics whose outcome does not depend on the order threads run in:
//! commutative and associative read-modify-writes (integer add, sub, and,
//! or, xor, min, max, umin, umax) into a shared counter or into a
//! zero-filled global accumulator buffer.
//!
//! Invariants: the value an atomic returns (which depends on the order) is
//! never used; a shared counter is initialized by thread 0, then a barrier,
//! the atomics, a barrier, plain loads by every thread, a barrier, all in
//! uniform control flow, so no plain access races with another access; a
//! global accumulator is touched only by atomics (the host reads it after
//! the run), from any control flow.

use super::state::{Gen, ParamKind};
use dialects::ir::*;

/// The order-independent operations.
const OPS: [RmwOp; 9] = [
    RmwOp::Add,
    RmwOp::Sub,
    RmwOp::And,
    RmwOp::Or,
    RmwOp::Xor,
    RmwOp::Max,
    RmwOp::Min,
    RmwOp::UMax,
    RmwOp::UMin,
];

/// Elements of each global accumulator buffer.
pub(crate) const ACC_LEN: u64 = 4;

impl Gen<'_> {
    /// An order-independent atomic on `p` with an operand of `elem`; the
    /// returned old value is dropped.
    fn atomic_on(&mut self, p: Value, elem: Type, scope: Scope) {
        self.feat.atomics += 1;
        let op = self.rng.pick(&OPS);
        let v = self.operand(elem, 1);
        self.pool.mark_used(v);
        let old = self.b().atomic_rmw(op, p, v, Ordering::Monotonic, scope);
        self.uniform[old] = false;
        self.pool.mark_used(old);
    }

    /// Every thread of the block combines a value into a shared counter;
    /// everyone reads the total (a block-uniform value).
    pub(crate) fn shared_atomic(&mut self) {
        let elem = if self.rng.chance(25) {
            ty::I64
        } else {
            ty::I32
        };
        let k = self.globals.len();
        let global = self.globals.push(Global {
            name: format!("satom{k}"),
            ty: elem,
            addrspace: 3,
            linkage: Linkage::Internal,
            is_const: false,
            init: Some(Const::Undef),
            align: elem.store_size() as u32,
            externally_initialized: false,
        });
        let mut base = self.b().addr(Symbol::Global(global), Type::Ptr(3));
        self.uniform[base] = true;
        if self.rng.chance(40) {
            base = self.cast_quiet(Opcode::AddrSpaceCast, base, Type::Ptr(0));
        }
        let mem = MemAttrs {
            align: elem.store_size() as u32,
            ..MemAttrs::default()
        };
        // Thread 0 sets the initial value.
        let init = self.operand(elem, 1);
        self.pool.mark_used(init);
        let tid = self.sr.tid;
        let zero = self.iconst(ty::I32, 0);
        let first = self.icmp(IntPred::Eq, tid, zero);
        let mut b = self.b();
        let set = b.create_block();
        let cont = b.create_block();
        self.b().condbr(first, (set, &[]), (cont, &[]));
        self.cur = set;
        self.b().store(init, base, mem);
        self.b().br(cont, &[]);
        self.cur = cont;
        self.barrier();
        let scope = self.rng.pick(&[Scope::Block, Scope::Device, Scope::System]);
        self.atomic_on(base, elem, scope);
        self.barrier();
        let total = self.emit_quiet(Opcode::Load, &[base], Attrs::Mem(mem), elem);
        self.uniform[total] = true;
        self.keep(total);
        self.barrier();
    }

    /// An atomic into a zero-filled global accumulator buffer of `i32` or
    /// `i64` (a new kernel parameter on first use).
    pub(crate) fn global_atomic(&mut self) {
        let elem = if self.rng.chance(30) {
            ty::I64
        } else {
            ty::I32
        };
        let base = match self.accs.iter().find(|a| a.0 == elem) {
            Some(&(_, b)) => b,
            None => {
                let pty = self.buffer_ptr_type();
                let idx = self.accs.len();
                let name = format!("acc_i{}", elem.bits());
                let b = self.add_param(pty, name, ParamAttrs::default(), ParamKind::Acc(idx));
                self.accs.push((elem, b));
                b
            }
        };
        let idx = self.masked_index(ACC_LEN);
        let off = self.elem_offset(idx, elem.store_size());
        let p = self.ptradd(base, off);
        let scope = self.rng.pick(&[Scope::Device, Scope::System]);
        self.atomic_on(p, elem, scope);
    }
}
