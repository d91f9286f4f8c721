//! Building instructions into a function body.
//!
//! [`FuncBuilder`] is a small cousin of Cranelift's `FunctionBuilder` and
//! `InstBuilder`: it borrows a [`Body`], keeps an insertion point, and has
//! one constructor per common operation that fills in the attribute payload
//! the opcode's [`Format`] asks for. It checks nothing else: a body built
//! from ill-typed operands is reported by the verifier, not here.
//!
//! ```
//! use dialects::ir::*;
//!
//! let mut body = Body::default();
//! let mut b = FuncBuilder::new(&mut body);
//! let (entry, params) = b.create_block_with_params(&[ty::I32]);
//! b.switch_to(entry);
//! let one = b.iconst(ty::I32, 1);
//! let sum = b.binary(Opcode::Add, params[0], one);
//! b.ret(Some(sum));
//! assert_eq!(body.block_insts(entry).len(), 3);
//! ```

use super::attrs::{
    Attrs, CallAttrs, Const, FastMath, FloatPred, IntFlags, IntPred, IntrinsicAttrs, MemAttrs,
    Ordering, RmwAttrs, RmwOp, Scope, Symbol,
};
use super::entities::{Block, FuncId, Inst, Value};
use super::function::{BlockCall, Body};
use super::opcode::{Format, Opcode};
use super::types::{ty, Type};

/// Where a [`FuncBuilder`] puts the next instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// At the end of the block.
    End(Block),
    /// At this index of the block's instruction list; the index moves past
    /// each inserted instruction, so a sequence keeps its order. An index
    /// past the end means the end.
    At(Block, usize),
}

impl InsertPoint {
    /// The block instructions go into.
    pub fn block(self) -> Block {
        match self {
            InsertPoint::End(b) | InsertPoint::At(b, _) => b,
        }
    }
}

/// Creates blocks and inserts instructions into a borrowed [`Body`].
///
/// A new builder has no insertion point; set one with
/// [`switch_to`](Self::switch_to) (append to a block) or [`at`](Self::at)
/// (insert at an index, for passes). Blocks are appended to the layout when
/// created; the first block of the layout is the entry.
///
/// # Panics
///
/// Inserting an instruction while there is no insertion point panics: that
/// is a programming error, not a property of the input. Values, blocks and
/// functions passed in must belong to this body (or its module); indexing
/// with foreign entities may panic as it does everywhere in the dfg. Nothing
/// else panics: operands of the wrong type or count are built as given and
/// left to the verifier.
pub struct FuncBuilder<'a> {
    /// The body being built; edit it directly for what the builder lacks
    /// (names, metadata, successor lists).
    pub body: &'a mut Body,
    pos: Option<InsertPoint>,
}

/// The attribute payload with no flags set, for formats that have one.
fn plain_attrs(opcode: Opcode) -> Attrs {
    match opcode.format() {
        Format::Int => Attrs::Int(IntFlags::default()),
        Format::Float => Attrs::Float(FastMath::default()),
        Format::Mem => Attrs::Mem(MemAttrs::default()),
        _ => Attrs::None,
    }
}

impl<'a> FuncBuilder<'a> {
    /// A builder over `body`, with no insertion point.
    pub fn new(body: &'a mut Body) -> FuncBuilder<'a> {
        FuncBuilder { body, pos: None }
    }

    // ---------------------------------------------------------- blocks

    /// Creates an empty block at the end of the layout (the insertion point
    /// does not move).
    pub fn create_block(&mut self) -> Block {
        let b = self.body.dfg.make_block();
        self.body.append_block(b);
        b
    }

    /// Creates a block at the end of the layout with parameters of the given
    /// types; returns it and its parameters.
    pub fn create_block_with_params(&mut self, params: &[Type]) -> (Block, Vec<Value>) {
        let b = self.create_block();
        let ps = params
            .iter()
            .map(|&t| self.append_block_param(b, t))
            .collect();
        (b, ps)
    }

    /// Appends a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        self.body.dfg.append_block_param(block, ty)
    }

    // ---------------------------------------------------------- position

    /// Appends the following instructions to the end of `block`.
    pub fn switch_to(&mut self, block: Block) {
        self.pos = Some(InsertPoint::End(block));
    }

    /// Inserts the following instructions into `block` starting at `index`
    /// (0 = before the first instruction), in order.
    pub fn at(&mut self, block: Block, index: usize) {
        self.pos = Some(InsertPoint::At(block, index));
    }

    /// The insertion point, if one is set.
    pub fn position(&self) -> Option<InsertPoint> {
        self.pos
    }

    /// The block instructions go into, if an insertion point is set.
    pub fn current_block(&self) -> Option<Block> {
        self.pos.map(InsertPoint::block)
    }

    // ---------------------------------------------------------- generic

    /// Inserts an instruction at the insertion point, with a result of type
    /// `result_ty` if given. Panics when there is no insertion point.
    pub fn ins(
        &mut self,
        opcode: Opcode,
        args: &[Value],
        attrs: Attrs,
        result_ty: Option<Type>,
    ) -> Inst {
        let pos = self
            .pos
            .expect("FuncBuilder: no insertion point; call switch_to or at first");
        let inst = self.body.dfg.make_inst(opcode, args, attrs, result_ty);
        match pos {
            InsertPoint::End(b) => self.body.append_inst(b, inst),
            InsertPoint::At(b, i) => {
                let i = i.min(self.body.dfg.blocks[b].insts.len());
                self.body.insert_inst(b, i, inst);
                self.pos = Some(InsertPoint::At(b, i + 1));
            }
        }
        inst
    }

    /// Inserts an instruction with a result of type `ty`; returns the result.
    pub fn val(&mut self, opcode: Opcode, args: &[Value], attrs: Attrs, ty: Type) -> Value {
        let inst = self.ins(opcode, args, attrs, Some(ty));
        self.body
            .dfg
            .inst_result(inst)
            .expect("make_inst made a result")
    }

    /// The result of an instruction, if it has one.
    pub fn result(&self, inst: Inst) -> Option<Value> {
        self.body.dfg.inst_result(inst)
    }

    /// Inserts a terminator with the given successors, each a block and the
    /// arguments bound to its parameters.
    pub fn terminator(
        &mut self,
        opcode: Opcode,
        args: &[Value],
        attrs: Attrs,
        succs: &[(Block, &[Value])],
    ) -> Inst {
        let calls: Vec<BlockCall> = succs
            .iter()
            .map(|&(b, a)| self.body.dfg.block_call(b, a))
            .collect();
        let inst = self.ins(opcode, args, attrs, None);
        self.body.dfg.insts[inst].succs = calls;
        inst
    }

    // ---------------------------------------------------------- values

    /// A constant of type `ty`.
    pub fn constant(&mut self, c: Const, ty: Type) -> Value {
        self.val(Opcode::Const, &[], Attrs::Const(c), ty)
    }

    /// An integer constant, the same in every lane for integer vectors;
    /// `bits` is truncated to the lane width, so `-1i64 as u128` gives all
    /// ones.
    pub fn iconst(&mut self, ty: Type, bits: u128) -> Value {
        let bits = match ty.scalar() {
            Type::Int(w) if w < 128 => bits & ((1u128 << w) - 1),
            _ => bits,
        };
        let c = match ty.as_vector() {
            Some((_, lanes)) => Const::Aggregate(vec![Const::Int(bits); lanes as usize]),
            None => Const::Int(bits),
        };
        self.constant(c, ty)
    }

    /// An `f32` constant.
    pub fn fconst_f32(&mut self, x: f32) -> Value {
        self.constant(Const::Float(x.to_bits() as u64), Type::F32)
    }

    /// An `f64` constant.
    pub fn fconst_f64(&mut self, x: f64) -> Value {
        self.constant(Const::Float(x.to_bits()), Type::F64)
    }

    /// The address of a global or function, as a pointer of type `ty`.
    pub fn addr(&mut self, sym: Symbol, ty: Type) -> Value {
        self.val(Opcode::Addr, &[], Attrs::Symbol(sym), ty)
    }

    // ---------------------------------------------------------- arithmetic

    /// A binary operation without flags (integer flags or fast-math, by
    /// opcode); the result has the type of `a`.
    pub fn binary(&mut self, op: Opcode, a: Value, b: Value) -> Value {
        self.binary_with(op, a, b, plain_attrs(op))
    }

    /// A binary operation with explicit attributes, e.g.
    /// `Attrs::Int(IntFlags::NSW)`; the result has the type of `a`.
    pub fn binary_with(&mut self, op: Opcode, a: Value, b: Value, attrs: Attrs) -> Value {
        let t = self.body.dfg.value_type(a);
        self.val(op, &[a, b], attrs, t)
    }

    /// A one-operand operation whose result has the operand's type
    /// (`FNeg`, `Freeze`), without flags.
    pub fn unary(&mut self, op: Opcode, v: Value) -> Value {
        let t = self.body.dfg.value_type(v);
        self.val(op, &[v], plain_attrs(op), t)
    }

    /// `i1` (or a vector of `i1` for vectors) of an integer or pointer
    /// comparison.
    pub fn icmp(&mut self, pred: IntPred, a: Value, b: Value) -> Value {
        let t = self.bool_for(a);
        self.val(Opcode::ICmp, &[a, b], Attrs::ICmp(pred), t)
    }

    /// `i1` (or a vector of `i1` for vectors) of a float comparison without
    /// fast-math flags.
    pub fn fcmp(&mut self, pred: FloatPred, a: Value, b: Value) -> Value {
        let t = self.bool_for(a);
        let attrs = Attrs::FCmp(pred, FastMath::default());
        self.val(Opcode::FCmp, &[a, b], attrs, t)
    }

    fn bool_for(&self, v: Value) -> Type {
        match self.body.dfg.value_type(v).as_vector() {
            Some((_, lanes)) => Type::vector(ty::I1, lanes),
            None => ty::I1,
        }
    }

    /// `cond ? a : b`; the result has the type of `a`.
    pub fn select(&mut self, cond: Value, a: Value, b: Value) -> Value {
        let t = self.body.dfg.value_type(a);
        self.val(
            Opcode::Select,
            &[cond, a, b],
            plain_attrs(Opcode::Select),
            t,
        )
    }

    /// A conversion `op` of `v` to `ty`, without flags.
    pub fn cast(&mut self, op: Opcode, v: Value, ty: Type) -> Value {
        self.val(op, &[v], plain_attrs(op), ty)
    }

    // ---------------------------------------------------------- memory

    /// Pointer `p` plus the byte offset `off`; the result has the type of
    /// `p`.
    pub fn ptradd(&mut self, p: Value, off: Value, inbounds: bool) -> Value {
        let t = self.body.dfg.value_type(p);
        let flags = if inbounds {
            IntFlags::INBOUNDS
        } else {
            IntFlags::default()
        };
        self.val(Opcode::PtrAdd, &[p, off], Attrs::Int(flags), t)
    }

    /// A load of type `ty` from `ptr`.
    pub fn load(&mut self, ty: Type, ptr: Value, mem: MemAttrs) -> Value {
        self.val(Opcode::Load, &[ptr], Attrs::Mem(mem), ty)
    }

    /// A store of `v` to `ptr`.
    pub fn store(&mut self, v: Value, ptr: Value, mem: MemAttrs) -> Inst {
        self.ins(Opcode::Store, &[v, ptr], Attrs::Mem(mem), None)
    }

    /// A stack slot of `count` elements of type `elem` (`align` 0 = ABI), as
    /// a `ptr<5>` (local memory).
    pub fn alloca(&mut self, elem: Type, count: Value, align: u32) -> Value {
        let attrs = Attrs::Alloca(elem, align);
        self.val(Opcode::Alloca, &[count], attrs, Type::Ptr(5))
    }

    /// A non-volatile, naturally aligned `atomicrmw` of `v` at `ptr`;
    /// yields the old value (the type of `v`).
    pub fn atomic_rmw(
        &mut self,
        op: RmwOp,
        ptr: Value,
        v: Value,
        ordering: Ordering,
        scope: Scope,
    ) -> Value {
        let t = self.body.dfg.value_type(v);
        let attrs = Attrs::Rmw(RmwAttrs {
            op,
            ordering,
            scope,
            volatile: false,
            align: 0,
        });
        self.val(Opcode::AtomicRmw, &[ptr, v], attrs, t)
    }

    /// A memory fence.
    pub fn fence(&mut self, ordering: Ordering, scope: Scope) -> Inst {
        self.ins(Opcode::Fence, &[], Attrs::Fence(ordering, scope), None)
    }

    // ---------------------------------------------------------- calls

    /// A call of the intrinsic `name` (e.g. `llvm.fma.f32`) without
    /// fast-math flags, returning `ret` if given; see [`result`](Self::result).
    pub fn intrinsic(&mut self, name: &str, args: &[Value], ret: Option<Type>) -> Inst {
        let attrs = Attrs::Intrinsic(IntrinsicAttrs::new(name, FastMath::default()));
        self.ins(Opcode::Intrinsic, args, attrs, ret)
    }

    /// A direct, non-convergent call of `callee` without fast-math flags,
    /// returning `ret` if given; see [`result`](Self::result).
    pub fn call(&mut self, callee: FuncId, args: &[Value], ret: Option<Type>) -> Inst {
        let attrs = Attrs::Call(CallAttrs {
            callee,
            fmf: FastMath::default(),
            convergent: false,
        });
        self.ins(Opcode::Call, args, attrs, ret)
    }

    // ---------------------------------------------------------- terminators

    /// An unconditional branch to `block`, passing `args` to its parameters.
    pub fn br(&mut self, block: Block, args: &[Value]) -> Inst {
        self.terminator(Opcode::Br, &[], Attrs::None, &[(block, args)])
    }

    /// A branch to `then` when `cond` is true, else to `els`.
    pub fn condbr(&mut self, cond: Value, then: (Block, &[Value]), els: (Block, &[Value])) -> Inst {
        self.terminator(Opcode::CondBr, &[cond], Attrs::None, &[then, els])
    }

    /// A multi-way branch on `v`: each case is a value and its target;
    /// values matching no case go to `default`.
    pub fn switch(
        &mut self,
        v: Value,
        default: (Block, &[Value]),
        cases: &[(u128, Block, &[Value])],
    ) -> Inst {
        let mut succs = Vec::with_capacity(cases.len() + 1);
        succs.push(default);
        succs.extend(cases.iter().map(|&(_, b, a)| (b, a)));
        let values = cases.iter().map(|c| c.0).collect();
        self.terminator(Opcode::Switch, &[v], Attrs::Switch(values), &succs)
    }

    /// A return, with a value unless the function returns void.
    pub fn ret(&mut self, v: Option<Value>) -> Inst {
        let args = v.as_slice();
        self.terminator(Opcode::Ret, args, Attrs::None, &[])
    }

    /// Marks the end of the current block unreachable.
    pub fn unreachable(&mut self) -> Inst {
        self.terminator(Opcode::Unreachable, &[], Attrs::None, &[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Function, Module};
    use crate::verify::{verify_function, verify_module};

    fn module(name: &str, params: Vec<Type>, ret: Option<Type>, body: Body) -> (Module, FuncId) {
        let mut m = Module::default();
        let mut f = Function::new(name, params, ret);
        f.body = Some(body);
        let id = m.funcs.push(f);
        (m, id)
    }

    /// `f(a: i32) -> i32`: a diamond on `a < 0` joining into a counted loop.
    #[test]
    fn diamond_and_loop_verify() {
        let mut body = Body::default();
        let mut b = FuncBuilder::new(&mut body);
        let (entry, ps) = b.create_block_with_params(&[ty::I32]);
        let a = ps[0];
        let then = b.create_block();
        let els = b.create_block();
        let (join, jp) = b.create_block_with_params(&[ty::I32]);
        let (header, hp) = b.create_block_with_params(&[ty::I32, ty::I32]);
        let exit = b.create_block();
        assert_eq!(b.current_block(), None);

        b.switch_to(entry);
        let zero = b.iconst(ty::I32, 0);
        let neg = b.icmp(IntPred::Slt, a, zero);
        b.condbr(neg, (then, &[]), (els, &[]));

        b.switch_to(then);
        let n = b.binary(Opcode::Sub, zero, a);
        b.br(join, &[n]);

        b.switch_to(els);
        b.br(join, &[a]);

        b.switch_to(join);
        b.br(header, &[zero, jp[0]]);

        b.switch_to(header);
        let (i, acc) = (hp[0], hp[1]);
        let one = b.iconst(ty::I32, 1);
        let next = b.binary_with(Opcode::Add, i, one, Attrs::Int(IntFlags::NSW));
        let acc2 = b.binary(Opcode::Mul, acc, next);
        let ten = b.iconst(ty::I32, 10);
        let more = b.icmp(IntPred::Ult, next, ten);
        b.condbr(more, (header, &[next, acc2]), (exit, &[]));

        b.switch_to(exit);
        b.ret(Some(acc2));
        assert_eq!(b.current_block(), Some(exit));

        assert_eq!(body.layout.blocks, [entry, then, els, join, header, exit]);
        assert_eq!(body.successors(entry), [then, els]);
        assert_eq!(body.successors(header), [header, exit]);
        let (m, f) = module("f", vec![ty::I32], Some(ty::I32), body);
        assert_eq!(verify_function(&m, f).map_err(|e| format!("{e:?}")), Ok(()));
    }

    /// Every convenience constructor, in a body that verifies.
    #[test]
    fn constructors_fill_in_attributes_that_verify() {
        let p1 = Type::Ptr(1);
        let mut m = Module::default();
        let callee = m
            .funcs
            .push(Function::new("g", vec![Type::F32], Some(Type::F32)));
        let mut body = Body::default();
        let mut b = FuncBuilder::new(&mut body);
        let (entry, ps) = b.create_block_with_params(&[ty::I32, p1, Type::F32]);
        let (a, p, x) = (ps[0], ps[1], ps[2]);
        let (other, dead) = (b.create_block(), b.create_block());
        let (done, dp) = b.create_block_with_params(&[Type::F64]);
        b.switch_to(entry);

        let m1 = b.iconst(ty::I64, -1i64 as u128);
        let h = b.fconst_f32(0.5);
        let d = b.fconst_f64(2.0);
        let fs = b.binary(Opcode::FMul, x, h);
        let fnz = b.unary(Opcode::FNeg, fs);
        let fr = b.unary(Opcode::Freeze, a);
        let lt = b.fcmp(FloatPred::Olt, fnz, x);
        let sel = b.select(lt, fr, a);
        let wide = b.cast(Opcode::ZExt, sel, ty::I64);
        let fw = b.cast(Opcode::FPExt, fnz, Type::F64);
        let q = b.ptradd(p, wide, true);
        let q2 = b.ptradd(q, m1, false);
        let mem = MemAttrs {
            align: 4,
            ..MemAttrs::default()
        };
        let y = b.load(Type::F32, q2, mem);
        let call = b.call(callee, &[y], Some(Type::F32));
        let r = b.result(call).unwrap();
        let fma = b.intrinsic("llvm.fma.f32", &[r, x, y], Some(Type::F32));
        let fma = b.result(fma).unwrap();
        b.store(fma, q, mem);
        let one = b.iconst(ty::I32, 1);
        let slot = b.alloca(Type::F64, one, 8);
        b.store(d, slot, MemAttrs::default());
        b.intrinsic("llvm.nvvm.barrier0", &[], None);
        let old = b.atomic_rmw(RmwOp::FAdd, q, y, Ordering::Monotonic, Scope::Device);
        assert_eq!(b.body.dfg.value_type(old), Type::F32);
        b.fence(Ordering::SeqCst, Scope::Block);
        let v2 = Type::vector(ty::I32, 2);
        let sv = b.iconst(v2, 3);
        let vc = b.icmp(IntPred::Eq, sv, sv);
        assert_eq!(b.body.dfg.value_type(vc), Type::vector(ty::I1, 2));
        b.switch(a, (done, &[fw]), &[(1, other, &[]), (7, done, &[d])]);
        b.switch_to(other);
        b.br(done, &[d]);
        b.switch_to(dead);
        b.unreachable();
        b.switch_to(done);
        b.ret(None);

        assert_eq!(
            body.dfg.insts[body.all_insts()[0]].attrs,
            Attrs::Const(Const::Int(u64::MAX as u128))
        );
        for i in body.all_insts() {
            let d = &body.dfg.insts[i];
            assert_eq!(d.attrs.format(), Some(d.opcode.format()), "{}", d.opcode);
        }
        let mut f = Function::new("f", vec![ty::I32, p1, Type::F32], None);
        f.body = Some(body);
        let _ = dp;
        m.funcs.push(f);
        assert_eq!(verify_module(&m).map_err(|e| format!("{e:?}")), Ok(()));
    }

    #[test]
    fn at_inserts_in_order_and_clamps() {
        let mut body = Body::default();
        let mut b = FuncBuilder::new(&mut body);
        let e = b.create_block();
        b.switch_to(e);
        let a = b.iconst(ty::I32, 1);
        let r = b.ret(Some(a));
        // Two instructions before the return, in order.
        b.at(e, 1);
        let c = b.binary(Opcode::Add, a, a);
        let d = b.binary(Opcode::Mul, c, a);
        assert_eq!(b.position(), Some(InsertPoint::At(e, 3)));
        // An index past the end appends.
        b.at(e, 99);
        let u = b.unreachable();
        let insts = body.block_insts(e).to_vec();
        let def = |v: Value| match body.dfg.values[v].def {
            crate::ir::ValueDef::Result(i) => i,
            crate::ir::ValueDef::Param(..) => unreachable!(),
        };
        assert_eq!(insts, [def(a), def(c), def(d), r, u]);
        for i in insts {
            assert_eq!(body.layout.inst_block[i], Some(e));
        }
    }

    #[test]
    #[should_panic(expected = "no insertion point")]
    fn inserting_without_a_position_is_a_clear_panic() {
        let mut body = Body::default();
        let mut b = FuncBuilder::new(&mut body);
        b.create_block();
        b.iconst(ty::I32, 0);
    }
}
