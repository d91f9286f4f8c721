//! Hand-building of small bodies for unit tests of analyses, the verifier
//! and passes.

use crate::ir::*;

/// Appends instructions to the current block of a body under construction.
pub(crate) struct FuncBuilder {
    pub body: Body,
    pub cur: Option<Block>,
}

impl FuncBuilder {
    pub fn new() -> FuncBuilder {
        FuncBuilder {
            body: Body::default(),
            cur: None,
        }
    }

    /// A new block at the end of the layout; the first one becomes current.
    pub fn block(&mut self) -> Block {
        let b = self.body.dfg.make_block();
        self.body.append_block(b);
        if self.cur.is_none() {
            self.cur = Some(b);
        }
        b
    }

    pub fn param(&mut self, b: Block, t: Type) -> Value {
        self.body.dfg.append_block_param(b, t)
    }

    pub fn switch_to(&mut self, b: Block) {
        self.cur = Some(b);
    }

    pub fn ins(&mut self, op: Opcode, args: &[Value], attrs: Attrs, t: Option<Type>) -> Inst {
        let i = self.body.dfg.make_inst(op, args, attrs, t);
        let b = self.cur.expect("no current block");
        self.body.append_inst(b, i);
        i
    }

    pub fn val(&mut self, op: Opcode, args: &[Value], attrs: Attrs, t: Type) -> Value {
        let i = self.ins(op, args, attrs, Some(t));
        self.body.dfg.inst_result(i).unwrap()
    }

    pub fn iconst(&mut self, t: Type, v: u128) -> Value {
        self.val(Opcode::Const, &[], Attrs::Const(Const::Int(v)), t)
    }

    pub fn binop(&mut self, op: Opcode, a: Value, b: Value) -> Value {
        let t = self.body.dfg.value_type(a);
        let attrs = if op.is_float_binary() {
            Attrs::Float(FastMath::default())
        } else {
            Attrs::Int(IntFlags::default())
        };
        self.val(op, &[a, b], attrs, t)
    }

    pub fn icmp(&mut self, p: IntPred, a: Value, b: Value) -> Value {
        self.val(Opcode::ICmp, &[a, b], Attrs::ICmp(p), ty::I1)
    }

    pub fn alloca(&mut self, t: Type) -> Value {
        let one = self.iconst(ty::I32, 1);
        self.val(Opcode::Alloca, &[one], Attrs::Alloca(t, 0), Type::Ptr(5))
    }

    pub fn load(&mut self, t: Type, p: Value) -> Value {
        self.val(Opcode::Load, &[p], Attrs::Mem(MemAttrs::default()), t)
    }

    pub fn store(&mut self, v: Value, p: Value) -> Inst {
        self.ins(
            Opcode::Store,
            &[v, p],
            Attrs::Mem(MemAttrs::default()),
            None,
        )
    }

    fn term(&mut self, op: Opcode, args: &[Value], attrs: Attrs, succs: Vec<BlockCall>) -> Inst {
        let i = self.ins(op, args, attrs, None);
        self.body.dfg.insts[i].succs = succs;
        i
    }

    pub fn br(&mut self, t: Block, args: &[Value]) -> Inst {
        let c = self.body.dfg.block_call(t, args);
        self.term(Opcode::Br, &[], Attrs::None, vec![c])
    }

    pub fn condbr(&mut self, c: Value, t: (Block, &[Value]), f: (Block, &[Value])) -> Inst {
        let tc = self.body.dfg.block_call(t.0, t.1);
        let fc = self.body.dfg.block_call(f.0, f.1);
        self.term(Opcode::CondBr, &[c], Attrs::None, vec![tc, fc])
    }

    /// A switch whose first target is the default; cases are 0, 1, ...
    pub fn switch(&mut self, v: Value, targets: &[Block]) -> Inst {
        let succs: Vec<BlockCall> = targets
            .iter()
            .map(|&t| self.body.dfg.block_call(t, &[]))
            .collect();
        let cases = (0..targets.len() as u128 - 1).collect();
        self.term(Opcode::Switch, &[v], Attrs::Switch(cases), succs)
    }

    pub fn ret(&mut self, args: &[Value]) -> Inst {
        self.term(Opcode::Ret, args, Attrs::None, Vec::new())
    }
}

/// A module holding one function `@f` with the given signature and body;
/// the entry block's parameters must already match `params`.
pub(crate) fn module_with(params: Vec<Type>, ret: Option<Type>, body: Body) -> (Module, FuncId) {
    let mut m = Module::default();
    let mut f = Function::new("f", params, ret);
    f.body = Some(body);
    let id = m.funcs.push(f);
    (m, id)
}
